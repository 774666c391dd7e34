#!/usr/bin/env bash
# Crash safety of campaign play (issue 6): `campaign play --bots all` is killed with SIGKILL at random
# moments, again and again, until one run gets to the end of the campaign. After every kill the database
# must be intact and the campaign readable; at the end the campaign is finished, its log has no gaps,
# every battle attempt has its result in the campaign and in its battle record (and no attempt left a
# second, orphan record behind), and the campaign survives export and import unchanged.
#
# Usage: campaign_kill_test.sh GRAVEHOLD_BINARY [SEED]
# The delays come from $RANDOM seeded with SEED, so the sequence of delays is reproducible; where each kill
# lands still depends on the machine's speed, which is the point.
set -uo pipefail

G=${1:?usage: campaign_kill_test.sh GRAVEHOLD_BINARY [SEED]}
RANDOM=${2:-20261122}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/gravehold_kill.XXXXXX")
# A killed process loses nothing the kernel has (fsync only matters when the machine itself goes down), so
# most campaigns are played in a database in memory: on a busy disk every answer's fsync makes runs slow.
# One campaign stays on disk, where those fsyncs widen every window between two commits.
MEM=$WORK
if [ -d /dev/shm ] && [ -w /dev/shm ]; then MEM=$(mktemp -d /dev/shm/gravehold_kill.XXXXXX); fi
trap 'rm -rf "$WORK" "$MEM"' EXIT

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# Database intact and the campaign readable: what a person would do first after a crash.
check_db() {
    local db=$1 name=$2 after=$3
    local ic
    ic=$(sqlite3 "$db" 'PRAGMA integrity_check') || fail "$after: sqlite3 cannot open $db"
    [ "$ic" = ok ] || fail "$after: integrity_check says: $ic"
    local fk
    fk=$(sqlite3 "$db" 'PRAGMA foreign_key_check') || fail "$after: foreign_key_check failed"
    [ -z "$fk" ] || fail "$after: foreign_key_check says: $fk"
    "$G" --db "$db" campaign show "$name" --json >"$WORK/show.json" 2>"$WORK/show.err" ||
        fail "$after: campaign show fails: $(cat "$WORK/show.err")"
    jq -e . "$WORK/show.json" >/dev/null || fail "$after: campaign show --json is not JSON"
}

# Plays campaign NAME of DB, killing it after 5-400 ms, up to MAX_KILLS times; then lets a run finish.
kill_until_finished() {
    local db=$1 name=$2 max_kills=$3
    local kills=0 runs=0 rc delay
    while :; do
        runs=$((runs + 1))
        "$G" --db "$db" campaign play "$name" --bots all --quiet >"$WORK/play.out" 2>&1 &
        local pid=$!
        if [ "$kills" -lt "$max_kills" ]; then
            # The first kill comes early, so that even a campaign that a fast machine plays in a fraction
            # of a second is killed at least once; later ones anywhere in 5-400 ms.
            if [ "$kills" -eq 0 ]; then delay=$((5 + RANDOM % 46)); else delay=$((5 + RANDOM % 396)); fi
            sleep "$(printf '0.%03d' "$delay")"
            kill -9 "$pid" 2>/dev/null
        fi
        wait "$pid" 2>/dev/null # no "Killed" report from the shell
        rc=$?
        if [ "$rc" -eq 137 ]; then
            kills=$((kills + 1))
            check_db "$db" "$name" "kill $kills of $name (after ${delay} ms)"
            continue
        fi
        # The run ended by itself before the kill (a zombie takes SIGKILL without effect).
        [ "$rc" -eq 0 ] || fail "run $runs of $name exited with $rc: $(tail -5 "$WORK/play.out")"
        check_db "$db" "$name" "run $runs of $name"
        if jq -e '.finished == true' "$WORK/show.json" >/dev/null; then break; fi
        [ "$runs" -lt 1000 ] || fail "$name is not finished after $runs runs"
    done
    LAST_KILLS=$kills
    echo "$name: finished after $runs runs, $kills of them killed ($SECONDS s so far)"
    [ "$kills" -ge 1 ] || fail "$name: no run was killed; the test proved nothing"
}

check_finished() {
    local db=$1 name=$2
    check_db "$db" "$name" "the end of $name"
    jq -e '.finished == true and .current_battle == null' "$WORK/show.json" >/dev/null ||
        fail "$name: not finished: $(jq -c '{finished, position, current_battle}' "$WORK/show.json")"
    # Every attempt has its result, and the campaign saw at least one battle.
    local bad
    bad=$(jq -c '[.battles[] | select((.result == "won" or .result == "lost") | not)]' "$WORK/show.json")
    [ "$bad" = "[]" ] || fail "$name: battle attempts without a result: $bad"
    jq -e '(.battles | length) >= 1' "$WORK/show.json" >/dev/null || fail "$name: no battles"

    # The log has no gaps: seq 1..n.
    "$G" --db "$db" campaign log "$name" --format json >"$WORK/log.json" || fail "$name: campaign log fails"
    jq -e '[.[].seq] == [range(1; length + 1)]' "$WORK/log.json" >/dev/null ||
        fail "$name: log seqs are not 1..n: $(jq -c '[.[].seq]' "$WORK/log.json")"
    jq -e 'map(select(.kind == "campaign_finished")) | length == 1' "$WORK/log.json" >/dev/null ||
        fail "$name: the log does not end the campaign once"

    # One battle record per attempt, in order, each with the attempt's result: a kill between creating a
    # record and saving the campaign must not leave an orphan record (or start a second one).
    local cid records results
    cid=$(sqlite3 "$db" "SELECT id FROM campaigns WHERE name = '$name'")
    records=$(sqlite3 "$db" "SELECT result FROM games WHERE campaign_id = $cid ORDER BY id" | paste -sd, -)
    results=$(jq -r '[.battles[].result] | join(",")' "$WORK/show.json")
    [ "$records" = "$results" ] || fail "$name: battle records ($records) do not match the attempts ($results)"
    local unanswered
    unanswered=$(sqlite3 "$db" "SELECT count(*) FROM games g WHERE campaign_id = $cid AND NOT EXISTS
                                (SELECT 1 FROM game_inputs i WHERE i.game_id = g.id)")
    [ "$unanswered" = 0 ] || fail "$name: $unanswered battle records without a single answer"

    # Export and import under another name reproduce the campaign.
    "$G" --db "$db" campaign export "$name" "$WORK/$name.json" >/dev/null || fail "$name: export fails"
    "$G" --db "$db" campaign import "$WORK/$name.json" --name "$name-copy" >/dev/null || fail "$name: import fails"
    "$G" --db "$db" campaign show "$name-copy" --json | jq -S 'del(.name)' >"$WORK/copy.json" ||
        fail "$name: the copy cannot be shown"
    jq -S 'del(.name)' "$WORK/show.json" | cmp -s - "$WORK/copy.json" ||
        fail "$name: the imported copy differs from the original"
}

"$G" --db "$WORK/disk.db" campaign new legacy --players 2 --name k --seed 7 >/dev/null || fail "campaign new legacy"
check_db "$WORK/disk.db" k "campaign new k"
kill_until_finished "$WORK/disk.db" k 40
check_finished "$WORK/disk.db" k
total=$LAST_KILLS

# Several campaigns share the database, as at a real table: a kill while one is played must not harm the
# others. A Legacy campaign in memory is over in about a second (a few kills), so two more are played
# (4 players, true solo); the Outcasts expedition is longer.
DB="$MEM/kill.db"
for spec in "k4 4 3" "k1 1 5"; do
    read -r name players seed <<<"$spec"
    "$G" --db "$DB" campaign new legacy --players "$players" --name "$name" --seed "$seed" >/dev/null ||
        fail "campaign new legacy --players $players"
    check_db "$DB" "$name" "campaign new $name"
    kill_until_finished "$DB" "$name" 40
    check_finished "$DB" "$name"
    total=$((total + LAST_KILLS))
done

"$G" --db "$DB" campaign new outcasts --players 2 --name o --seed 8 >/dev/null || fail "campaign new outcasts"
kill_until_finished "$DB" o 12
check_finished "$DB" o
total=$((total + LAST_KILLS))
for name in k4 k1 o; do check_db "$DB" "$name" "the end"; done
echo "ok: $total kills"

#!/usr/bin/env bash
# The terminal in Polish, as a player sees it (issue #22): `gravehold battle` under tmux with
# GRAVEHOLD_LANG=pl, keys sent with send-keys, the screen read with capture-pane. The board, the prompt,
# the options and the help must be Polish, with no English word of the list below left on the screen.
# Usage: terminal_pl_test.sh GRAVEHOLD_BINARY [SCREEN_FILE]
set -euo pipefail
bin="$1"
shot="${2:-}"
work="$(mktemp -d)"
sock="gravehold-pl-$$"
cleanup() { tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
fail=0
check() { # check WHAT CONDITION...
  local what="$1"; shift
  if "$@"; then echo "ok - $what"; else echo "not ok - $what"; fail=1; fi
}
screen() { tmux -L "$sock" capture-pane -p -t pl -S -200; }
wait_for() { # wait_for REGEX: until the screen shows it (10 s)
  # (The screen is read into a variable first: with pipefail, grep -q closing a pipe early fails it.)
  local now
  for _ in $(seq 1 100); do now="$(screen)"; grep -Eq "$1" <<<"$now" && return 0; sleep 0.1; done
  return 1
}

tmux -L "$sock" new-session -d -s pl -x 110 -y 60 \
  "env GRAVEHOLD_LANG=pl COLUMNS=110 '$bin' --db '$work/t.db' battle --nemesis rageborne --players 2 --seed 31 --bots 2; sleep 60"
# Player 1's turn comes after the nemesis's two; any decision before it is answered with its first option.
for _ in $(seq 1 30); do
  wait_for '^>' || break
  now="$(screen | tail -40)"
  grep -q 'Faza główna: wybierz akcję' <<<"$now" && break
  tmux -L "$sock" send-keys -t pl '1' Enter
  sleep 0.3
done
check "the main phase is asked in Polish" wait_for 'Faza główna: wybierz akcję'
tmux -L "$sock" send-keys -t pl '?' Enter
check "the help is Polish" wait_for 'pokaż planszę|plansz'
text="$(screen)"
# The help's lines fit a 100-column terminal (-J joins what tmux wrapped, so a long line shows whole).
help="$(tmux -L "$sock" capture-pane -p -J -t pl -S -200 | sed -n '/^> ?$/,/^>$/p')"
widest=0
while IFS= read -r line; do
  w=$(printf '%s' "$line" | LC_ALL=C.UTF-8 wc -m)
  [ "$w" -gt "$widest" ] && widest=$w
done <<<"$help"
check "the help's lines fit 100 columns (widest $widest)" test "$widest" -le 100 -a "$(wc -l <<<"$help")" -ge 8
[ -n "$shot" ] && mkdir -p "$(dirname "$shot")" && printf '%s\n' "$text" > "$shot"
check "the board shows the Polish rulebook's words" grep -q 'Rynek zasobów' <<<"$text"
check "breaches are Bramy" grep -q 'Bramy:' <<<"$text"
left=""
for w in 'Supply' 'Aether' 'life' 'deck' 'discard' 'breaches' 'hand' 'Gain' 'Play' 'Focus' 'Open' 'End the main phase' \
         'not now' 'choose an action' 'Type the key' 'show the board' 'undo' 'charges'; do
  if grep -Eq "(^|[^[:alpha:]])$w([^[:alpha:]]|$)" <<<"$text"; then left="$left $w"; fi
done
check "no English word is left on the screen:${left:- none}" test -z "$left"
tmux -L "$sock" send-keys -t pl 'q' Enter

# The campaign menu `gravehold` opens at a terminal, and a Legacy campaign started from it: the menu, the
# questions, the campaign's first lines and its story are Polish.
tmux -L "$sock" new-session -d -s menu -x 110 -y 60 \
  "env GRAVEHOLD_LANG=pl COLUMNS=110 '$bin' --db '$work/m.db'; sleep 60"
menu_screen() { tmux -L "$sock" capture-pane -p -t menu -S -200; }
menu_wait() { local now; for _ in $(seq 1 100); do now="$(menu_screen)"; grep -Eq "$1" <<<"$now" && return 0; sleep 0.1; done; return 1; }
check "the campaign menu is Polish" menu_wait 'Rozpocznij nową Kampanię Legacy'
tmux -L "$sock" send-keys -t menu '1' Enter
check "it asks the campaign's name in Polish" menu_wait 'Nazwa kampanii'
tmux -L "$sock" send-keys -t menu 'stol' Enter
menu_wait 'Liczba graczy' || true
tmux -L "$sock" send-keys -t menu '2' Enter
menu_wait 'Imię Maga 1' || true
tmux -L "$sock" send-keys -t menu 'Ana' Enter
menu_wait 'Imię Maga 2' || true
tmux -L "$sock" send-keys -t menu 'Bo' Enter
check "the campaign begins in Polish" menu_wait 'Kampania „stol” rozpoczyna się'
check "its story is told in Polish" menu_wait 'lampy ledwie się tlą'
menu_text="$(menu_screen)"
[ -n "$shot" ] && printf '\n----- campaign menu -----\n%s\n' "$menu_text" >> "$shot"
left=""
for w in 'Start a new' 'Continue' 'Name of' 'Players' 'begins' 'is written on' 'Turn order cards' 'Opened' \
         'Gravehold keeps' 'Everything is saved'; do
  if grep -q "$w" <<<"$menu_text"; then left="$left $w"; fi
done
check "no English is left in the menu and the campaign's start:${left:- none}" test -z "$left"
tmux -L "$sock" send-keys -t menu 'q' Enter
exit $fail

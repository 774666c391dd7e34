// Steps run inside a ctx call (Engine::run_scheduled_now, docs/decisions.md D63): an effect that deals
// damage, gains a card or casts goes on without yielding when nothing in between needs an answer, and
// the battle is the same as when it yields: each test plays the same script both ways and compares
// everything a battle shows (state hash, events with their causes, storage, errors).
#include "core/errors.hpp"
#include "tests/support/lua_fixture.hpp"

#include <functional>
#include <sstream>

using namespace ae;
using ae::test::LuaFixture;

namespace {

// Every event as one line: what, why, who, which card, how much, where, and its text.
std::string events_text(const Engine& e) {
    std::ostringstream out;
    for (const auto& ev : e.events())
        out << static_cast<int>(ev.kind) << ' ' << ev.cause << ' ' << ev.player << ' ' << ev.card.value()
            << ' ' << ev.def << ' ' << ev.amount << ' ' << ev.target << ' ' << ev.text << '\n';
    return out.str();
}

struct Outcome {
    std::uint64_t hash = 0;
    std::string events, storage, error;
    std::uint64_t yields = 0;
};

// Sets up the fixture (scripts), starts it with steps run inside calls or not, and plays `moves`.
Outcome play_out(bool inline_steps, const std::function<void(LuaFixture&)>& scripts,
                 const std::function<void(LuaFixture&)>& moves, int players = 1) {
    LuaFixture f(players);
    scripts(f);
    f.steps_inline = inline_steps;
    f.start();
    Outcome o;
    try {
        moves(f);
    } catch (const ScriptError& e) { o.error = e.what(); }
    o.hash = f.e().state_hash();
    o.events = events_text(f.e());
    o.storage = f.s().script_storage;
    o.yields = f.host->yields();
    return o;
}

void same(const Outcome& a, const Outcome& b) {
    CHECK(a.error == b.error);
    CHECK(a.storage == b.storage);
    CHECK(a.events == b.events);
    CHECK(a.hash == b.hash);
}

} // namespace

TEST_CASE("steps inside a call: damage, its result, no yield, and the same battle as with yields",
          "[lua_host][inline_steps]") {
    auto scripts = [](LuaFixture& f) {
        f.script("t.gem.crystal", R"(
return { play = function(ctx)
  ctx.storage.first = ctx:deal_damage(2, "nemesis")
  ctx.storage.second = ctx:deal_damage(3, "nemesis")
  ctx:damage_gravehold(1)
  ctx:gain_aether(1)
end })");
    };
    auto moves = [](LuaFixture& f) { f.play("t.gem.crystal"); };
    const Outcome now = play_out(true, scripts, moves), yielding = play_out(false, scripts, moves);
    same(now, yielding);
    CHECK(now.storage == R"({"first":2,"second":3})");
    CHECK(yielding.yields == 3); // one per action that waits for the engine
    CHECK(now.yields == 0);      // fails if the steps are not run inside the call
}

TEST_CASE("steps inside a call: a decision on the way makes the effect yield and go on once answered",
          "[lua_host][inline_steps]") {
    auto scripts = [](LuaFixture& f) {
        f.script("t.gem.crystal", R"(
return { play = function(ctx)
  ctx.storage.before = ctx:deal_damage(1, "nemesis")
  local pick = ctx:choose_option{ prompt = "Which?", options = { {id = "a"}, {id = "b"} } }
  ctx.storage.pick = pick
  ctx.storage.after = ctx:deal_damage(2, "nemesis")
end })");
    };
    auto moves = [](LuaFixture& f) {
        f.play("t.gem.crystal");
        REQUIRE(f.pending().find("b"));
        f.ok("b");
    };
    const Outcome now = play_out(true, scripts, moves), yielding = play_out(false, scripts, moves);
    same(now, yielding);
    CHECK(now.storage == R"({"after":2,"before":1,"pick":"b"})");
    CHECK(now.yields == 1); // only for the answer
    CHECK(yielding.yields == 3);
}

TEST_CASE("steps inside a call: an effect set off inside another keeps its own results, in order",
          "[lua_host][inline_steps]") {
    // Playing Crystal gains a Jade, whose on_gain deals damage and asks a player; Crystal's own damage
    // comes after, with its own result.
    auto scripts = [](LuaFixture& f) {
        f.script("t.gem.jade", R"(
return { play = function(ctx) end,
         on_gain = function(ctx)
           ctx.storage.inner = ctx:deal_damage(4, "nemesis")
           ctx.storage.inner_pick = ctx:choose_option{ prompt = "Keep it?", options = { {id = "yes"}, {id = "no"} } }
           ctx.storage.inner_after = ctx:deal_damage(1, "nemesis")
         end })");
        f.script("t.gem.crystal", R"(
return { play = function(ctx)
  ctx:gain_card(ctx:you(), "t.gem.jade", "hand")
  ctx.storage.outer = ctx:deal_damage(2, "nemesis")
end })");
    };
    auto moves = [](LuaFixture& f) {
        f.play("t.gem.crystal");
        f.ok("no");
    };
    const Outcome now = play_out(true, scripts, moves), yielding = play_out(false, scripts, moves);
    same(now, yielding);
    CHECK(now.storage == R"({"inner":4,"inner_after":1,"inner_pick":"no","outer":2})");
    // The answer suspends both: Jade's on_gain, and Crystal's play waiting inside gain_card.
    CHECK(now.yields == 2);
}

TEST_CASE("steps inside a call: nesting deeper than the limit yields, with the same battle",
          "[lua_host][inline_steps]") {
    // Each gained card's on_gain gains the next one: six levels, deeper than Engine::kMaxInlineRuns.
    auto scripts = [](LuaFixture& f) {
        const char* next[][2] = {{"t.gem.jade", "t.spell.bolt"},
                                 {"t.spell.bolt", "t.spell.quiet"},
                                 {"t.spell.quiet", "t.gem.jade"}};
        for (const auto& [card, then] : next)
            f.script(card, std::string(R"(
return { play = function(ctx) end, cast = function(ctx) end,
         on_gain = function(ctx)
           ctx.storage.depth = (ctx.storage.depth or 0) + 1
           local d = ctx.storage.depth
           if d < 6 then ctx:gain_card(ctx:you(), ")") +
                               then + R"(") end
           ctx.storage["back" .. d] = ctx:deal_damage(d, "nemesis")
         end })");
        f.script("t.gem.crystal", R"(
return { play = function(ctx) ctx:gain_card(ctx:you(), "t.gem.jade") end })");
    };
    auto moves = [](LuaFixture& f) { f.play("t.gem.crystal"); };
    const Outcome now = play_out(true, scripts, moves), yielding = play_out(false, scripts, moves);
    same(now, yielding);
    CHECK(now.storage == R"({"back1":1,"back2":2,"back3":3,"back4":4,"back5":5,"back6":6,"depth":6})");
    CHECK(now.yields > 0); // the levels past the limit
    CHECK(now.yields < yielding.yields);
}

TEST_CASE("steps inside a call: an error in the inner effect is reported as that effect's, as before",
          "[lua_host][inline_steps]") {
    auto scripts = [](LuaFixture& f) {
        f.script("t.gem.jade", R"(
return { play = function(ctx) end,
         on_gain = function(ctx) error("the jade cracked") end })");
        f.script("t.gem.crystal", R"(
return { play = function(ctx)
  ctx:gain_card(ctx:you(), "t.gem.jade")
  ctx.storage.went_on = true
end })");
    };
    auto moves = [](LuaFixture& f) { f.play("t.gem.crystal"); };
    const Outcome now = play_out(true, scripts, moves), yielding = play_out(false, scripts, moves);
    CHECK(now.error == yielding.error);
    CHECK(now.error.find("t.gem.jade (on_gain)") != std::string::npos);
    CHECK(now.error.find("the jade cracked") != std::string::npos);
    CHECK(now.error.find("t.gem.crystal") == std::string::npos); // not the outer effect's error
    CHECK(now.storage == yielding.storage);
    CHECK(now.storage.find("went_on") == std::string::npos);
}

TEST_CASE("steps inside a call: the battle ending stops the effect where it is", "[lua_host][inline_steps]") {
    auto scripts = [](LuaFixture& f) {
        f.script("t.gem.crystal", R"(
return { play = function(ctx)
  ctx:deal_damage(1000, "nemesis")
  ctx.storage.went_on = true
end })");
    };
    Result result_now = Result::None;
    auto moves = [&](LuaFixture& f) {
        f.play("t.gem.crystal");
        result_now = f.s().result;
    };
    const Outcome now = play_out(true, scripts, moves);
    CHECK(result_now == Result::Won);
    const Outcome yielding = play_out(false, scripts, moves);
    same(now, yielding);
    CHECK(now.storage == "{}");
}

TEST_CASE("steps inside a call: a trigger's effect and a cast spell resolve inside the call",
          "[lua_host][inline_steps]") {
    // The mat listens to spells being cast; Crystal casts the prepped Spark.
    auto scripts = [](LuaFixture& f) {
        f.script("t.mage.adept", R"(
return { ability = function(ctx) end,
         when_spell_cast = function(ctx) ctx.storage.heard = (ctx.storage.heard or 0) + 1; ctx:gain_aether(1) end })");
        f.script("t.spell.spark", R"(
return { cast = function(ctx) ctx.storage.spark = ctx:deal_damage(1) end })");
        f.script("t.gem.crystal", R"(
return { play = function(ctx)
  for _, s in ipairs(ctx:prepped_spells(ctx:you())) do ctx:cast(s) end
  ctx.storage.after_cast = true
end })");
    };
    auto moves = [](LuaFixture& f) {
        const CardId spark = f.hand_card(0, "t.spell.spark");
        f.ok("prep:" + std::to_string(spark.value()) + ":1");
        f.play("t.gem.crystal");
    };
    const Outcome now = play_out(true, scripts, moves), yielding = play_out(false, scripts, moves);
    same(now, yielding);
    CHECK(now.storage == R"({"after_cast":true,"heard":1,"spark":1})");
    CHECK(now.yields < yielding.yields);
}

namespace {
// The script of the "decision on the way" case, and an answerer that picks `pick` for its question.
void which_script(LuaFixture& f) {
    f.script("t.gem.crystal", R"(
return { play = function(ctx)
  ctx.storage.before = ctx:deal_damage(1, "nemesis")
  ctx.storage.pick = ctx:choose_option{ prompt = "Which?", options = { {id = "a"}, {id = "b"} } }
  ctx.storage.after = ctx:deal_damage(2, "nemesis")
end })");
}
Engine::Answerer picking(std::string pick, int* asked) {
    return [pick, asked](const Engine&, const DecisionRequest& req) -> std::optional<Answer> {
        ++*asked;
        if (pick.empty()) return std::nullopt;
        return Answer{req.seq, req.who.front(), {pick}};
    };
}
} // namespace

TEST_CASE("an answerer answers a decision inside a call: the same battle as answering it after the yield",
          "[lua_host][inline_steps][answerer]") {
    int asked = 0;
    const Outcome at_top = play_out(true, which_script, [](LuaFixture& f) {
        f.play("t.gem.crystal");
        f.ok("b");
    });
    std::size_t inputs = 0;
    const Outcome inside = play_out(true, which_script, [&](LuaFixture& f) {
        f.e().set_answerer(picking("b", &asked));
        f.play("t.gem.crystal");
        inputs = f.e().inputs().size();
        CHECK(f.pending().kind == DecisionKind::MainAction); // the effect finished within the play
    });
    same(inside, at_top);
    CHECK(inside.storage == R"({"after":2,"before":1,"pick":"b"})");
    CHECK(asked == 1);
    CHECK(inside.yields == 0);
    CHECK(at_top.yields == 1);
    CHECK(inputs >= 2); // the play and the answer given inside it, both in the input log for replays
}

TEST_CASE("an answerer may decline; a refused answer stops the battle with the reason",
          "[lua_host][inline_steps][answerer]") {
    int asked = 0;
    const Outcome declined = play_out(true, which_script, [&](LuaFixture& f) {
        f.e().set_answerer(picking("", &asked));
        f.play("t.gem.crystal");
        REQUIRE(f.pending().find("b")); // left to the caller, as without an answerer
        f.ok("b");
    });
    const Outcome at_top = play_out(true, which_script, [](LuaFixture& f) {
        f.play("t.gem.crystal");
        f.ok("b");
    });
    same(declined, at_top);
    CHECK(asked == 1);

    std::string refused;
    play_out(true, which_script, [&](LuaFixture& f) {
        f.e().set_answerer(picking("c", &asked));
        try {
            f.play("t.gem.crystal");
        } catch (const RuleError& e) { refused = e.what(); }
    });
    CHECK(refused.find("'Which?' was refused") != std::string::npos);
    CHECK(refused.find("'c'") != std::string::npos);
}

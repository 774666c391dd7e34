// ctx actions. Immediate ones change the battle at once; the others schedule engine steps and yield the
// effect's coroutine, which resumes with the result once those steps (and anything they set off) are done.
#include "core/errors.hpp"
#include "engine/text_check.hpp"

#include "scripting/bind.hpp"
#include "scripting/ctx_api.hpp"
#include "scripting/lua_host.hpp"
#include "scripting/query.hpp"
#include <algorithm>

namespace ae::lua {
namespace {
using namespace ctx;

Engine& acting(Call& c) {
    ensure_action_allowed(c.L());
    return engine(c.L());
}
// Amounts and token counts stay far inside int, so that `now + amount` cannot overflow.
constexpr std::int64_t kMaxAmount = 1000000;
int amount(Call& c, int idx) {
    const auto n = c.integer(idx);
    if (n < 0 || n > kMaxAmount)
        throw ScriptError("arg " + std::to_string(idx - 1) + ": expected an amount from 0 to " +
                          std::to_string(kMaxAmount) + ", got " + std::to_string(n));
    return static_cast<int>(n);
}
// A change that may be negative ("lose 2 tokens").
int change(Call& c, int idx) {
    const auto n = c.integer(idx);
    if (n < -kMaxAmount || n > kMaxAmount)
        throw ScriptError("arg " + std::to_string(idx - 1) + ": expected a change from " +
                          std::to_string(-kMaxAmount) + " to " + std::to_string(kMaxAmount) + ", got " +
                          std::to_string(n));
    return static_cast<int>(n);
}
// Turn marks are few in any real turn; a cap keeps a script from growing the state (and the linear
// look-ups) without end.
constexpr std::size_t kMaxTurnMarks = 256;
void add_turn_mark(Engine& e, const std::string& name) {
    auto& marks = e.mut().turn.used_once;
    if (std::find(marks.begin(), marks.end(), name) != marks.end()) return;
    if (marks.size() >= kMaxTurnMarks)
        throw ScriptError("more than " + std::to_string(kMaxTurnMarks) + " turn marks in one turn");
    marks.push_back(name);
}
const std::string& owner(Call& c) { return LuaHost::of(c.L()).call().owner; }
int you(Call& c) {
    const int p = LuaHost::of(c.L()).call().player;
    if (p < 0) throw ScriptError("this effect has no acting player ('you')");
    return p;
}

Outcome k_none(Call&, int, lua_KContext) { return 0; }

// The values the action pushed before it waited are still on its stack when it goes on.
Outcome k_pushed(Call&, int, lua_KContext nresults) { return static_cast<int>(nresults); }

// An immediate action can end the battle (a token reaching a nemesis's loss condition). The effect then
// stops where it is: it yields and the engine, seeing the battle over, never resumes it. It can also set
// off a moment (gaining life), whose reactions resolve before the effect goes on with its result.
Outcome settle(Call& c, int nresults) {
    if (engine(c.L()).must_yield()) return Yield{bind_k<k_pushed>, nresults, 0};
    return nresults;
}

Outcome k_amount(Call& c, int, lua_KContext) {
    lua_pushinteger(c.L(), engine(c.L()).last_result().amount);
    return 1;
}
Outcome a_gain_aether(Call& c) {
    Engine& e = acting(c);
    const std::string only = c.none_or_nil(3) ? "" : std::string(c.string(3));
    for (std::size_t start = 0; !only.empty() && start <= only.size();) { // "gem", "gem|relic", ...
        const std::size_t bar = only.find('|', start);
        const std::string part =
            only.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
        const auto t = card_type_from_string(part);
        if (part != "breach" && (!t || !is_player_card(*t))) // "breach": focusing and opening
            throw ScriptError("arg 2: aether can be restricted to gem, relic, spell or breach (or several "
                              "joined by '|'), not '" +
                              only + "'");
        if (bar == std::string::npos) break;
        start = bar + 1;
    }
    e.gain_aether(you(c), amount(c, 2), only);
    return settle(c, 0);
}
Outcome a_spend_aether(Call& c) {
    Engine& e = acting(c);
    const int payer = e.state().turn.player >= 0 ? e.state().turn.player : you(c);
    lua_pushboolean(c.L(), e.spend_aether(payer, amount(c, 2)));
    return settle(c, 1);
}
Outcome a_draw(Call& c) {
    Engine& e = acting(c);
    lua_pushinteger(c.L(), e.draw(player_arg(c.L(), 2), amount(c, 3)));
    return settle(c, 1);
}
Outcome a_gain_charge(Call& c) {
    Engine& e = acting(c);
    e.gain_charges(player_arg(c.L(), 2), c.none_or_nil(3) ? 1 : amount(c, 3));
    return settle(c, 0);
}
Outcome a_lose_charges(Call& c) {
    Engine& e = acting(c);
    const int p = player_arg(c.L(), 2);
    e.lose_charges(p, c.none_or_nil(3) ? e.state().players[p].charges : amount(c, 3));
    return settle(c, 0);
}
Outcome a_gain_life(Call& c) {
    Engine& e = acting(c);
    const bool gh = lua_type(c.L(), 2) == LUA_TSTRING && c.string(2) == "gravehold";
    e.gain_life(gh ? -1 : player_arg(c.L(), 2), amount(c, 3));
    return settle(c, 0);
}
Outcome a_heal_nemesis(Call& c) {
    acting(c).heal_nemesis(amount(c, 2));
    return settle(c, 0);
}
Outcome a_lose_nemesis_life(Call& c) {
    Engine& e = acting(c);
    const auto& call = LuaHost::of(c.L()).call();
    e.lose_nemesis_life(amount(c, 2), call.player, call.source.empty() ? call.owner : call.source);
    return settle(c, 0);
}
Outcome a_silence(Call& c) {
    acting(c).silence(minion_arg(c.L(), 2));
    return settle(c, 0);
}
Outcome a_add_shields(Call& c) {
    acting(c).add_shields(minion_arg(c.L(), 2), amount(c, 3));
    return settle(c, 0);
}
Outcome a_heal_minion(Call& c) {
    acting(c).heal_minion(minion_arg(c.L(), 2), amount(c, 3));
    return settle(c, 0);
}
Outcome k_card_or_nil(Call& c, int, lua_KContext ctx) {
    if (CardId(static_cast<std::uint32_t>(ctx)) == kNoCard)
        lua_pushnil(c.L());
    else
        push_card(c.L(), CardId(static_cast<std::uint32_t>(ctx)));
    return 1;
}
// Where a new card goes (argument 3, default the discard pile): "discard", "hand" or "deck_top".
Destination destination_arg(Call& c, const char* what) {
    const std::string where = c.none_or_nil(4) ? "discard" : std::string(c.string(4));
    if (where == "hand") return Destination::Hand;
    if (where == "deck_top") return Destination::DeckTop;
    if (where != "discard")
        throw ScriptError(std::string("arg 3: ") + what + " goes to discard, hand or deck_top, not '" +
                          where + "'");
    return Destination::Discard;
}
Outcome a_gain_card(Call& c) {
    Engine& e = acting(c);
    const int p = player_arg(c.L(), 2);
    const std::string def(c.string(3));
    const CardId card = e.gain_card(p, def, destination_arg(c, "a gained card"));
    // A card with an effect on being gained (e.g. "you may put it on top of your deck") runs it first.
    if (e.must_yield()) return Yield{bind_k<k_card_or_nil>, static_cast<lua_KContext>(card.value()), 0};
    push_card(c.L(), card);
    return 1;
}
// The top card of a nemesis's card deck to a player (Crooked Mask's corruptions): a gain; nil when empty.
Outcome a_hand_out(Call& c) {
    Engine& e = acting(c);
    const std::string deck(c.string(2));
    const int p = player_arg(c.L(), 3);
    const CardId card = e.hand_out(deck, p, destination_arg(c, "a card handed out"));
    if (card == kNoCard) {
        lua_pushnil(c.L());
        return settle(c, 1);
    }
    if (e.must_yield()) return Yield{bind_k<k_card_or_nil>, static_cast<lua_KContext>(card.value()), 0};
    push_card(c.L(), card);
    return 1;
}
Outcome a_to_card_deck(Call& c) {
    acting(c).to_card_deck(card_arg(c.L(), 2), std::string(c.string(3)));
    return settle(c, 0);
}
// Prince of Gluttons: up to n cards of a supply pile onto the devoured pile; how many went.
Outcome a_devour(Call& c) {
    const int eaten = acting(c).devour(std::string(c.string(2)), amount(c, 3));
    lua_pushinteger(c.L(), eaten);
    return settle(c, 1);
}
// Vex: the top n nemesis deck cards to the nemesis discard pile, unresolved; the cards, top first.
Outcome a_discard_nemesis_deck(Call& c) {
    push_cards(c.L(), acting(c).discard_nemesis_deck(amount(c, 2)));
    return settle(c, 1);
}
// A new Crystal or Spark from the box into a zone (Lost's Forged Spark); not a gain.
Outcome a_new_starter(Call& c) {
    Engine& e = acting(c);
    const int p = player_arg(c.L(), 2);
    const std::string def(c.string(3));
    push_card(c.L(), e.put_new_starter(p, def, destination_arg(c, "a new starter card")));
    return settle(c, 1);
}
// A nemesis card placed in front of a player, where it stays (Hemorrhage).
Outcome a_place_before(Call& c) {
    acting(c).place_before(card_arg(c.L(), 2), player_arg(c.L(), 3));
    return settle(c, 0);
}
// rules/outcasts.md §5: gain a named curse from the curse deck; nil (logged) when none is left.
Outcome a_gain_curse(Call& c) {
    Engine& e = acting(c);
    const int p = player_arg(c.L(), 2);
    const std::string name(c.string(3));
    const std::string to = c.none_or_nil(4) ? "discard" : std::string(c.string(4));
    Destination d = Destination::Discard;
    if (to == "hand")
        d = Destination::Hand;
    else if (to == "deck")
        d = Destination::DeckTop;
    else if (to != "discard")
        throw ScriptError("arg 3: a curse goes to \"discard\", \"deck\" (top) or \"hand\", not '" + to + "'");
    const CardId card = e.gain_curse(p, name, d);
    if (card == kNoCard)
        lua_pushnil(c.L());
    else
        push_card(c.L(), card);
    return settle(c, 1);
}
Outcome a_gain_ally_charges(Call& c) {
    acting(c).gain_ally_charges(amount(c, 2));
    return settle(c, 0);
}
Outcome a_move(Call& c) {
    Engine& e = acting(c);
    e.move_card(card_arg(c.L(), 2), player_arg(c.L(), 3), std::string(c.string(4)));
    return settle(c, 0);
}
Outcome a_discard(Call& c) {
    acting(c).discard_card(card_arg(c.L(), 2));
    return settle(c, 0);
}
// EVOLVE the given card, or the card whose effect runs (rules/legacy.md §7.4).
Outcome a_evolve(Call& c) {
    Engine& e = acting(c);
    const CardId card = c.none_or_nil(2) ? LuaHost::of(c.L()).call().card : card_arg(c.L(), 2);
    if (card == kNoCard) throw ScriptError("ctx:evolve: no card given and this effect has no card");
    e.evolve(card, owner(c));
    return settle(c, 0);
}
// The players win at once (a scripted battle whose story ends the fight, rules/legacy.md §7.2).
Outcome a_win(Call& c) {
    Engine& e = acting(c);
    e.finish(Result::Won, c.none_or_nil(2) ? "the story ends the battle" : std::string(c.string(2)));
    return settle(c, 0);
}
// The nemesis's own loss condition holding in the middle of an effect (Carapace Queen's overrun): the
// players lose at once and the effect stops there. The reason is the script's text, translated like its
// other texts.
Outcome a_lose(Call& c) {
    Engine& e = acting(c);
    e.finish(Result::Lost, c.none_or_nil(2) ? "the nemesis's own condition holds" : std::string(c.string(2)));
    return settle(c, 0);
}
Outcome a_return_to_supply(Call& c) {
    acting(c).return_to_supply(card_arg(c.L(), 2));
    return settle(c, 0);
}
// "Your next focus or open this turn costs N less" (Flexing Dagger): for the next paid one this turn.
Outcome a_discount_next_breach(Call& c) {
    Engine& e = acting(c);
    e.mut().turn.breach_discount += amount(c, 2);
    e.log(owner(c), "the next focus or open this turn costs " +
                        std::to_string(e.state().turn.breach_discount) + " less");
    return settle(c, 0);
}
Outcome a_shuffle_deck(Call& c) {
    acting(c).shuffle_deck(player_arg(c.L(), 2));
    return settle(c, 0);
}
Outcome a_return_to_play(Call& c) {
    acting(c).return_to_play(card_arg(c.L(), 2));
    return settle(c, 0);
}
Outcome a_to_side_deck(Call& c) {
    acting(c).to_side_deck(card_arg(c.L(), 2), std::string(c.string(3)));
    return settle(c, 0);
}
Outcome a_shuffle_side_deck(Call& c) {
    acting(c).shuffle_side_deck(std::string(c.string(2)));
    return settle(c, 0);
}
Outcome a_destroy(Call& c) {
    acting(c).destroy_card(card_arg(c.L(), 2));
    return settle(c, 0);
}
int breach_arg(Call& c, int idx) {
    const auto n = c.integer(idx);
    if (n < 1 || n > 4)
        throw ScriptError("arg " + std::to_string(idx - 1) + ": breaches are numbered 1 to 4");
    return static_cast<int>(n);
}
Outcome a_focus(Call& c) {
    acting(c).focus_breach(player_arg(c.L(), 2), breach_arg(c, 3), false);
    return settle(c, 0);
}
Outcome k_prepped(Call& c, int, lua_KContext ok) {
    lua_pushboolean(c.L(), ok != 0);
    return 1;
}
Outcome a_prep(Call& c) {
    Engine& e = acting(c);
    // Open breaches, or any open or closed one when the third argument is true (Kel's, Ilya's abilities).
    const bool any = !c.none_or_nil(4) && lua_toboolean(c.L(), 4);
    const bool ok = e.prep_spell(card_arg(c.L(), 2), breach_arg(c, 3), any);
    // The spell's own "when prepped" effect (if any) runs first; the script then gets its answer.
    if (e.must_yield()) return Yield{bind_k<k_prepped>, ok ? 1 : 0, 0};
    lua_pushboolean(c.L(), ok);
    return 1;
}
Outcome a_open(Call& c) {
    acting(c).open_breach(player_arg(c.L(), 2), breach_arg(c, 3));
    return settle(c, 0);
}
Outcome a_destroy_breach(Call& c) {
    acting(c).destroy_breach(player_arg(c.L(), 2), breach_arg(c, 3));
    return settle(c, 0);
}
// A token name is shown on the board and saved: short text.
std::string token_name(Call& c, int i) {
    const std::string_view name = c.string(i);
    if (name.empty() || name.size() > 64) throw ScriptError("a token name is 1 to 64 bytes");
    if (auto why = bad_text(name); !why.empty()) throw ScriptError("the token name " + why);
    return std::string(name);
}
Outcome a_set_tokens(Call& c) {
    acting(c).set_token(token_name(c, 2), amount(c, 3));
    return settle(c, 0);
}
Outcome a_add_tokens(Call& c) {
    Engine& e = acting(c);
    const std::string name = token_name(c, 2);
    const auto& t = e.state().nemesis.tokens;
    const std::int64_t now = t.count(name) ? t.at(name) : 0;
    const std::int64_t next = std::max<std::int64_t>(0, now + change(c, 3));
    if (next > kMaxAmount)
        throw ScriptError("token '" + name + "' would exceed " + std::to_string(kMaxAmount));
    e.set_token(name, static_cast<int>(next));
    return settle(c, 0);
}
Outcome a_set_power_tokens(Call& c) {
    acting(c).set_power_tokens(card_arg(c.L(), 2), amount(c, 3));
    return settle(c, 0);
}
// ---- the turn order deck
Outcome a_turn_order_reveal(Call& c) {
    Engine& e = acting(c);
    const auto labels = e.reveal_turn_order(c.none_or_nil(2) ? 1 : amount(c, 2));
    lua_createtable(c.L(), static_cast<int>(labels.size()), 0);
    lua_Integer i = 1;
    for (const auto& l : labels) {
        lua_pushstring(c.L(), l.c_str());
        lua_rawseti(c.L(), -2, i++);
    }
    return 1;
}
Outcome a_turn_order_place(Call& c) {
    Engine& e = acting(c);
    const auto where = std::string(c.string(3));
    if (where != "top" && where != "bottom") throw ScriptError("arg 2: expected \"top\" or \"bottom\"");
    e.move_turn_order(amount(c, 2) - 1, where == "top"); // the engine checks the position itself
    return 0;
}
// A new order as a list of positions from the top ({3, 1, 2}), 0-based for the engine, which checks that
// each of the top cards is named once.
std::vector<int> positions(Call& c, int idx) {
    c.expect(idx, LUA_TTABLE);
    std::vector<int> order;
    const lua_Integer n = luaL_len(c.L(), idx);
    if (n > kMaxAmount) throw ScriptError("arg " + std::to_string(idx - 1) + ": too many positions");
    for (lua_Integer i = 1; i <= n; ++i) {
        lua_rawgeti(c.L(), idx, i);
        const lua_Integer at = lua_isinteger(c.L(), -1) ? lua_tointeger(c.L(), -1) : 0;
        lua_pop(c.L(), 1);
        if (at < 1 || at > kMaxAmount)
            throw ScriptError("arg " + std::to_string(idx - 1) + ": expected a list of positions from 1");
        order.push_back(static_cast<int>(at) - 1);
    }
    return order;
}
Outcome a_turn_order_arrange(Call& c) {
    acting(c).arrange_turn_order(positions(c, 2));
    return 0;
}
// "Put them back in any order" after ctx:deck_top: the new top is the old order[1]-th card, and so on.
Outcome a_arrange_deck_top(Call& c) {
    Engine& e = acting(c);
    e.arrange_deck_top(player_arg(c.L(), 2), positions(c, 3));
    return 0;
}
Outcome a_turn_order_return(Call& c) {
    Engine& e = acting(c);
    lua_pushboolean(c.L(), e.return_turn_order_card(std::string(c.string(2))));
    return 1;
}

// Turn marks: "once per turn" uses and turn-long effects the engine honours ("prevent_damage").
Outcome a_mark_turn(Call& c) {
    Engine& e = acting(c);
    add_turn_mark(e, std::string(c.string(2)));
    return 0;
}
// "The next time you gain a card this turn": the card's next_gain(ctx) entry runs after that gain.
Outcome a_on_next_gain(Call& c) {
    Engine& e = acting(c);
    const CardId card = LuaHost::of(c.L()).call().card;
    if (card == kNoCard) throw ScriptError("on_next_gain needs a card whose effect runs");
    add_turn_mark(e, "next_gain:" + std::to_string(card.value()) + ":" + std::to_string(you(c)));
    return 0;
}
// A line a script writes to the battle log: text a person reads, and one line, not a flood (#17 items 9,
// 12): it is saved with the battle and printed at the terminal.
constexpr std::size_t kMaxLogLine = 2000;
// And what one battle's scripts may write in all: 8 MB of lines once made a 168 MB database.
constexpr std::uint64_t kMaxBattleLog = 1u << 20;
Outcome a_log(Call& c) {
    const std::string_view line = c.string(2);
    if (line.size() > kMaxLogLine)
        throw ScriptError("ctx:log takes at most " + std::to_string(kMaxLogLine) + " bytes, not " +
                          std::to_string(line.size()));
    if (auto why = bad_text(line); !why.empty()) throw ScriptError("ctx:log: the text " + why);
    Engine& e = engine(c.L());
    std::uint64_t& written = e.mut().script_log_bytes;
    if (written + line.size() > kMaxBattleLog)
        throw ScriptError("ctx:log: this battle's scripts have written " + std::to_string(written) +
                          " bytes of log; a battle takes at most " + std::to_string(kMaxBattleLog));
    written += line.size();
    e.log(owner(c), std::string(line));
    return 0;
}

// ---- yielding actions
Outcome a_deal_damage(Call& c) {
    Engine& e = acting(c);
    const int n = amount(c, 2);
    std::string target;
    if (lua_type(c.L(), 3) == LUA_TSTRING && c.string(3) == "nemesis")
        target = "nemesis";
    else if (!c.none_or_nil(3))
        target = "minion:" + std::to_string(minion_arg(c.L(), 3).value());
    // A nemesis effect may damage its own minions (e.g. a minion that wears itself down); an open target
    // from a nemesis effect is then chosen by the players together.
    e.deal_damage(n, target, LuaHost::of(c.L()).call().player, owner(c));
    return Yield{bind_k<k_amount>, 0, 0};
}
Outcome a_damage_player(Call& c) {
    Engine& e = acting(c);
    e.damage_player(player_arg(c.L(), 2), amount(c, 3), owner(c));
    return Yield{bind_k<k_amount>, 0, 0};
}
Outcome a_damage_gravehold(Call& c) {
    acting(c).damage_gravehold(amount(c, 2), owner(c));
    return Yield{bind_k<k_amount>, 0, 0};
}
Outcome a_unleash(Call& c) {
    acting(c).unleash(c.none_or_nil(2) ? 1 : std::max(1, amount(c, 2)), owner(c));
    return Yield{bind_k<k_none>, 0, 0};
}
Outcome a_cast(Call& c) {
    Engine& e = acting(c);
    const int extra = c.none_or_nil(3) ? 0 : amount(c, 3);          // "it deals +N damage"
    const bool keep = !c.none_or_nil(4) && lua_toboolean(c.L(), 4); // "without discarding it"
    e.cast_spell(you(c), card_arg(c.L(), 2), owner(c), extra, keep);
    return Yield{bind_k<k_none>, 0, 0};
}
// "Play it again" (Call Of The Void): a gem's or relic's own play effect runs once more with the acting
// player as "you" (or player `p`: a corruption resolves for the player holding it). The card does not
// move, and no card_played moment happens: it was not played again.
Outcome a_resolve_play(Call& c) {
    Engine& e = acting(c);
    const CardId card = card_arg(c.L(), 2);
    const int who = c.none_or_nil(3) ? you(c) : player_arg(c.L(), 3);
    const auto& ci = e.state().card(card);
    const auto* def = ci.nemesis ? nullptr : &e.content().player_card(ci.def);
    if (!def || def->type == CardType::Spell)
        throw ScriptError("arg 1: resolve_play takes a gem, relic or corruption, not " + ci.def);
    e.schedule(RunEffect{{def->script, "", "play", def->id, who, card, 0}});
    return Yield{bind_k<k_none>, 0, 0};
}
Outcome a_resolve_side_deck(Call& c) {
    Engine& e = acting(c);
    const CardId card = e.draw_side_deck(std::string(c.string(2)));
    if (card == kNoCard) {
        lua_pushnil(c.L());
        return 1;
    }
    return Yield{bind_k<k_card_or_nil>, static_cast<lua_KContext>(card.value()), 0};
}
Outcome a_draw_nemesis_card(Call& c) {
    Engine& e = acting(c);
    const CardId card = e.draw_nemesis_card();
    if (card == kNoCard) {
        lua_pushnil(c.L());
        return 1;
    }
    return Yield{bind_k<k_card_or_nil>, static_cast<lua_KContext>(card.value()), 0};
}
Outcome k_true(Call& c, int, lua_KContext) {
    lua_pushboolean(c.L(), 1);
    return 1;
}
Outcome a_resolve_side_card(Call& c) {
    Engine& e = acting(c);
    if (!e.resolve_side_card(std::string(c.string(2)))) {
        lua_pushboolean(c.L(), 0);
        return 1;
    }
    return Yield{bind_k<k_true>, 0, 0};
}

} // namespace

void register_ctx_actions(lua_State* L) {
    const luaL_Reg fns[] = {
        {"gain_aether", bind<ctx::method<a_gain_aether>>},
        {"spend_aether", bind<ctx::method<a_spend_aether>>},
        {"draw", bind<ctx::method<a_draw>>},
        {"gain_charge", bind<ctx::method<a_gain_charge>>},
        {"lose_charges", bind<ctx::method<a_lose_charges>>},
        {"gain_life", bind<ctx::method<a_gain_life>>},
        {"heal_nemesis", bind<ctx::method<a_heal_nemesis>>},
        {"heal_minion", bind<ctx::method<a_heal_minion>>},
        {"lose_nemesis_life", bind<ctx::method<a_lose_nemesis_life>>},
        {"gain_card", bind<ctx::method<a_gain_card>>},
        {"silence", bind<ctx::method<a_silence>>},
        {"add_shields", bind<ctx::method<a_add_shields>>},
        {"gain_curse", bind<ctx::method<a_gain_curse>>},
        {"new_starter", bind<ctx::method<a_new_starter>>},
        {"place_before", bind<ctx::method<a_place_before>>},
        {"gain_ally_charges", bind<ctx::method<a_gain_ally_charges>>},
        {"move", bind<ctx::method<a_move>>},
        {"discard", bind<ctx::method<a_discard>>},
        {"destroy", bind<ctx::method<a_destroy>>},
        {"return_to_supply", bind<ctx::method<a_return_to_supply>>},
        {"shuffle_deck", bind<ctx::method<a_shuffle_deck>>},
        {"discount_next_breach", bind<ctx::method<a_discount_next_breach>>},
        {"return_to_play", bind<ctx::method<a_return_to_play>>},
        {"to_side_deck", bind<ctx::method<a_to_side_deck>>},
        {"hand_out", bind<ctx::method<a_hand_out>>},
        {"to_card_deck", bind<ctx::method<a_to_card_deck>>},
        {"devour", bind<ctx::method<a_devour>>},
        {"discard_nemesis_deck", bind<ctx::method<a_discard_nemesis_deck>>},
        {"shuffle_side_deck", bind<ctx::method<a_shuffle_side_deck>>},
        {"evolve", bind<ctx::method<a_evolve>>},
        {"win", bind<ctx::method<a_win>>},
        {"lose", bind<ctx::method<a_lose>>},
        {"focus", bind<ctx::method<a_focus>>},
        {"open", bind<ctx::method<a_open>>},
        {"prep", bind<ctx::method<a_prep>>},
        {"destroy_breach", bind<ctx::method<a_destroy_breach>>},
        {"set_tokens", bind<ctx::method<a_set_tokens>>},
        {"add_tokens", bind<ctx::method<a_add_tokens>>},
        {"set_power_tokens", bind<ctx::method<a_set_power_tokens>>},
        {"log", bind<ctx::method<a_log>>},
        {"mark_turn", bind<ctx::method<a_mark_turn>>},
        {"on_next_gain", bind<ctx::method<a_on_next_gain>>},
        {"turn_order_reveal", bind<ctx::method<a_turn_order_reveal>>},
        {"turn_order_place", bind<ctx::method<a_turn_order_place>>},
        {"turn_order_arrange", bind<ctx::method<a_turn_order_arrange>>},
        {"arrange_deck_top", bind<ctx::method<a_arrange_deck_top>>},
        {"turn_order_return", bind<ctx::method<a_turn_order_return>>},
        {"deal_damage", bind<ctx::method<a_deal_damage>>},
        {"damage_player", bind<ctx::method<a_damage_player>>},
        {"damage_gravehold", bind<ctx::method<a_damage_gravehold>>},
        {"unleash", bind<ctx::method<a_unleash>>},
        {"cast", bind<ctx::method<a_cast>>},
        {"resolve_play", bind<ctx::method<a_resolve_play>>},
        {"resolve_side_deck", bind<ctx::method<a_resolve_side_deck>>},
        {"resolve_side_card", bind<ctx::method<a_resolve_side_card>>},
        {"draw_nemesis_card", bind<ctx::method<a_draw_nemesis_card>>},
        {nullptr, nullptr},
    };
    luaL_setfuncs(L, fns, 0);
}

} // namespace ae::lua

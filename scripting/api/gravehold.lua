---@meta
-- LuaLS annotations for gravehold content scripts (docs/lua-api.md). Point your editor's Lua language
-- server at this folder ("workspace.library") to get completion and type checks. Never loaded at run time.

---@class Card      A card, for the whole battle.
---@class Minion    A minion while it is in play; stale once it is defeated.

---@alias PlayerNumber integer  1..number of players
---@alias TurnOrderLabel "p1"|"p2"|"p3"|"p4"|"wild"|"nemesis"

---@class BreachInfo
---@field number integer
---@field status "open"|"closed"|"destroyed"|"absent"
---@field rotation integer
---@field focused boolean
---@field focus_cost integer
---@field spells Card[]

---@class CardInfo
---@field id string
---@field name string
---@field type "gem"|"relic"|"spell"|"attack"|"minion"|"power"
---@field cost integer|nil
---@field tier integer|nil
---@field owner PlayerNumber|nil

---@class SupplyPile
---@field card string
---@field name string
---@field type string
---@field cost integer
---@field count integer

---@class TurnInfo
---@field number integer
---@field player PlayerNumber|"nemesis"
---@field phase string

---@class ChoiceOption
---@field id string
---@field text string|nil
---@field enabled boolean|nil
---@field reason string|nil

---@class Ctx
---@field storage table  plain data that lasts the whole battle
local Ctx = {}

-- Queries ------------------------------------------------------------------------------------------
---@return PlayerNumber[]
function Ctx:players() end
---@return PlayerNumber|nil
function Ctx:you() end
---@return Card|nil
function Ctx:this_card() end
---@return PlayerNumber|nil
function Ctx:active_player() end
---@param p PlayerNumber
---@return integer
function Ctx:life(p) end
---@param p PlayerNumber
---@return integer
function Ctx:max_life(p) end
---@param p PlayerNumber
---@return boolean
function Ctx:exhausted(p) end
---@param p PlayerNumber
---@return integer
function Ctx:charges(p) end
---@param p PlayerNumber
---@return integer
function Ctx:max_charges(p) end
---@param p PlayerNumber
---@return Card[]
function Ctx:hand(p) end
---@param p PlayerNumber
---@return Card[]
function Ctx:discard_pile(p) end
---@param p PlayerNumber
---@return Card[]
function Ctx:played(p) end
---@param p PlayerNumber
---@return integer
function Ctx:deck_size(p) end
---@param p PlayerNumber
---@return BreachInfo[]
function Ctx:breaches(p) end
---@param p PlayerNumber|nil
---@return Card[]
function Ctx:prepped_spells(p) end
---@param card Card
---@return CardInfo
function Ctx:card(card) end
---@return SupplyPile[]
function Ctx:supply() end
---@param only_for "gem"|"relic"|"spell"|nil
---@return integer
function Ctx:aether(only_for) end
---@return integer
function Ctx:nemesis_life() end
---@return integer
function Ctx:gravehold_life() end
---@param name string
---@return integer
function Ctx:tokens(name) end
---@return Minion[]
function Ctx:minions() end
---@return Card[]
function Ctx:powers() end
---@param m Minion
---@return integer
function Ctx:minion_life(m) end
---@param m Minion
---@return Card
function Ctx:minion_card(m) end
---Shield tokens on a minion (each later damage instance takes one instead of life).
---@param m Minion
---@return integer
function Ctx:shields(m) end
---Whether the minion's next Persistent effect is skipped.
---@param m Minion
---@return boolean
function Ctx:silenced(m) end
---@param card Card
---@return integer
function Ctx:power_tokens(card) end
---@return TurnInfo
function Ctx:turn() end
---@return TurnOrderLabel[]
function Ctx:turn_order_discard() end
---@return integer
function Ctx:turn_order_deck_size() end
---@return integer
function Ctx:nemesis_deck_size() end
---@param name string
---@return integer
function Ctx:side_deck_size(name) end
---Cards left in the nemesis's card deck `name` (Crooked Mask's "corruption").
---@param name string
---@return integer
function Ctx:card_deck_size(name) end
---Prince of Gluttons' devoured pile, bottom first.
---@return Card[]
function Ctx:devoured() end
---The top n (default 1) cards of player p's deck, top first (for effects that let a player look).
---@param p PlayerNumber
---@param n? integer
---@return Card[]
function Ctx:deck_top(p, n) end
---The breaches beside breach n of player p (I-II, II-III, III-IV), in number order; a position the mat lacks is none.
---@param p PlayerNumber
---@param n integer
---@return integer[]
function Ctx:adjacent_breaches(p, n) end
---The tier the nemesis deck is drawn from now: its top card's tier (0 when the deck is empty).
---@return integer
function Ctx:nemesis_tier() end
---"beginner", "normal", "expert" or "extinction" (Increased Difficulty rules hold on the last two).
---@return string
function Ctx:difficulty() end
---@param name string
---@return boolean
function Ctx:turn_marked(name) end

-- Actions that change the battle at once ---------------------------------------------------------
---@param n integer
---@param only_for "gem"|"relic"|"spell"|nil
function Ctx:gain_aether(n, only_for) end
---@param n integer
---@return boolean paid
function Ctx:spend_aether(n) end
---@param p PlayerNumber
---@param n integer
---@return integer drawn
function Ctx:draw(p, n) end
---@param p PlayerNumber
---@param n integer|nil
function Ctx:gain_charge(p, n) end
---@param p PlayerNumber
---@param n integer|nil  default: all
function Ctx:lose_charges(p, n) end
---@param p PlayerNumber|"gravehold"
---@param n integer
function Ctx:gain_life(p, n) end
---@param n integer
function Ctx:heal_nemesis(n) end
---@param m Minion
---@param n integer
function Ctx:heal_minion(m, n) end
---@param p PlayerNumber
---@param card_id string
---@param where "discard"|"hand"|"deck_top"|nil
---@return Card
function Ctx:gain_card(p, card_id, where) end
---@param p PlayerNumber
---@param name_or_id string
---@param to "discard"|"deck"|"hand"|nil
---@return Card|nil
function Ctx:gain_curse(p, name_or_id, to) end
---A new copy of a starter card (Crystal, Spark) from the box into a zone; not a gain.
---@param p PlayerNumber
---@param card_id string
---@param where "discard"|"hand"|"deck_top"|nil
---@return Card
function Ctx:new_starter(p, card_id, where) end
---A nemesis card is placed in front of a player, where it stays and reacts to moments until discarded.
---@param card Card
---@param p PlayerNumber
function Ctx:place_before(card, p) end
---The player a card was placed in front of, or nil.
---@param card Card
---@return PlayerNumber|nil
function Ctx:placed_before(card) end
---@param n integer
function Ctx:gain_ally_charges(n) end
---@param card Card
---@param n integer
---@param any boolean|nil  also a closed breach
function Ctx:prep(card, n, any) end
---@param p PlayerNumber
---@param n integer
function Ctx:destroy_breach(p, n) end
function Ctx:on_next_gain() end
---@param n integer
function Ctx:lose_nemesis_life(n) end
---@param name_or_id string|nil
---@return Card[]|integer
function Ctx:curse_deck(name_or_id) end
---@return integer
function Ctx:ally_charges() end
---@return integer
function Ctx:ally_max_charges() end
---@return string
function Ctx:protected_name() end
---@return integer
function Ctx:gravehold_max() end
---@param id string
---@return table|nil
function Ctx:definition(id) end
---@return Card[]
function Ctx:gained_this_turn() end
---@class TriggerEvent
---@field name string    "casting_phase_end", "card_played", "card_gained", "breach_opened", "breach_focused",
---"minion_damaged", "battle_started", "turn_started", "spell_cast", "life_gained", "charge_gained", "main_phase_end" or
---"turn_ended" ("minion_damage" and
---"spell_cast" also in the queries modify_minion_damage and spell_bonus)
---@field player integer|nil  whom the moment concerns
---@field card Card|nil  the card it concerns
---@field amount integer
---In a trigger (`when_<event>`): the moment that set it off; nil elsewhere.
---@return TriggerEvent|nil
function Ctx:event() end
---Player p's spells prepped this turn and still prepped, in the order they were prepped.
---@param p PlayerNumber
---@return Card[]
function Ctx:prepped_this_turn(p) end
---The nemesis discard pile, bottom first.
---@return Card[]
function Ctx:nemesis_discard() end
---In a spell's cast (or prepped) entry: the breach it was cast from (prepped onto); nil elsewhere.
---@return integer|nil
function Ctx:cast_breach() end
---@return integer
function Ctx:amount() end
---@return string
function Ctx:damage_source() end
---@param card Card
---@param p PlayerNumber
---@param zone "hand"|"discard"|"deck_top"|"deck_bottom"
function Ctx:move(card, p, zone) end
---Puts the top cards of player p's deck back in a new order: {3, 1, 2} makes the old 3rd card the top.
---@param p PlayerNumber
---@param order integer[]
function Ctx:arrange_deck_top(p, order) end
---@param card Card
function Ctx:discard(card) end
---@param card Card
function Ctx:destroy(card) end
---The next focus or open paid for in this turn's main phase costs n less (Flexing Dagger).
---@param n integer
function Ctx:discount_next_breach(n) end
---Player p's deck in a new order (the battle's random generator).
---@param p PlayerNumber
function Ctx:shuffle_deck(p) end
---A minion or power from the nemesis discard pile enters play again, newest, at its printed life or power.
---@param card Card
function Ctx:return_to_play(card) end
---A card from the nemesis discard pile to the bottom of that tier-0 deck.
---@param card Card
---@param name string
function Ctx:to_side_deck(card, name) end
---The top card of the nemesis's card deck `name` to player p, as a gain; nil when the deck is empty.
---@param name string
---@param p PlayerNumber
---@param where? "discard"|"hand"|"deck_top"
---@return Card|nil
function Ctx:hand_out(name, p, where) end
---A player card to the bottom of that card deck, belonging to nobody again.
---@param card Card
---@param name string
function Ctx:to_card_deck(card, name) end
---The players lose at once (a nemesis's own loss inside an effect); the effect stops there.
---@param reason? string
function Ctx:lose(reason) end
---Up to n cards from the top of the supply pile of `card_id` onto the devoured pile; how many went.
---@param card_id string
---@param n integer
---@return integer
function Ctx:devour(card_id, n) end
---The top n nemesis deck cards to the nemesis discard pile, unresolved; them, top first.
---@param n integer
---@return Card[]
function Ctx:discard_nemesis_deck(n) end
---That tier-0 deck in a new order from the battle's random generator.
---@param name string
function Ctx:shuffle_side_deck(name) end
---On top of its supply pile; with no pile of it in this battle the card leaves the battle.
---@param card Card
function Ctx:return_to_supply(card) end
---@param p PlayerNumber
---@param breach integer
function Ctx:focus(p, breach) end
---@param p PlayerNumber
---@param breach integer
function Ctx:open(p, breach) end
---@param name string
---@param n integer
function Ctx:set_tokens(name, n) end
---@param name string
---@param n integer
function Ctx:add_tokens(name, n) end
---@param card Card
---@param n integer
function Ctx:set_power_tokens(card, n) end
---@param text string
function Ctx:log(text) end
---The minion's next Persistent effect does not happen (Legacy's silence).
---@param m Minion
function Ctx:silence(m) end
---n more shield tokens on a minion.
---@param m Minion
---@param n integer
function Ctx:add_shields(m, n) end
---@param name string  "prevent_damage" prevents damage to players and Gravehold this turn
function Ctx:mark_turn(name) end
---@param n integer|nil
---@return TurnOrderLabel[]
function Ctx:turn_order_reveal(n) end
---@param i integer
---@param where "top"|"bottom"
function Ctx:turn_order_place(i, where) end
---@param order integer[]
function Ctx:turn_order_arrange(order) end
---@param label TurnOrderLabel
---@return boolean
function Ctx:turn_order_return(label) end

-- Actions that yield (the script waits; the call returns the result) ------------------------------
---@param n integer
---@param target "nemesis"|Minion|nil  nil: the acting player chooses
---@return integer dealt
function Ctx:deal_damage(n, target) end
---@param p PlayerNumber
---@param n integer
---@return integer suffered
function Ctx:damage_player(p, n) end
---@param n integer
---@return integer suffered
function Ctx:damage_gravehold(n) end
---@param times integer|nil
function Ctx:unleash(times) end
---@param card Card  a prepped spell (any player's)
---@param extra integer|nil  "it deals +N damage": added as the open-breach bonus is
---@param keep boolean|nil  true: cast without discarding it (it stays prepped)
function Ctx:cast(card, extra, keep) end
---A gem's, relic's or corruption's play effect runs once more (the card does not move; no card_played
---moment), with the acting player or `p` as "you".
---@param card Card
---@param p? PlayerNumber
function Ctx:resolve_play(card, p) end
---@param deck string
---@return Card|nil
function Ctx:resolve_side_deck(deck) end
---The top card of a tier-0 deck runs its `effect` and is discarded (Legacy Support); false when empty.
---@param deck string
---@return boolean
function Ctx:resolve_side_card(deck) end
---The nemesis draws and resolves the top card of its deck; nil when the deck is empty.
---@return Card|nil
function Ctx:draw_nemesis_card() end
---EVOLVE a nemesis card (default: the card whose effect runs). Does nothing while rules.evolve is off.
---@param card Card|nil
function Ctx:evolve(card) end
---The players win the battle now.
---@param reason string|nil
function Ctx:win(reason) end
---@param args {prompt: string, options: ChoiceOption[], who: PlayerNumber|"players"|nil}
---@return string|nil id
function Ctx:choose_option(args) end
---@param args {prompt: string, players: PlayerNumber[]|nil, who: PlayerNumber|"players"|nil}
---@return PlayerNumber
function Ctx:choose_player(args) end
---@param args {prompt: string, cards: Card[], min: integer|nil, max: integer|nil, ordered: boolean|nil, who: PlayerNumber|"players"|nil}
---@return Card[]
function Ctx:choose_cards(args) end

---@class ae
ae = {}
---@param n integer
---@return integer 1..n from the battle's random generator
function ae.random(n) end
---@param t table
---@return fun(): any, any
function ae.sorted_pairs(t) end
---@param name string  "<pack>/lib/<name>"
---@return table
function ae.require(name) end

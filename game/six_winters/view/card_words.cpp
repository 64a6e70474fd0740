#include "game/six_winters/view/card_words.h"

#include "engine/core/words.h"

namespace sb::sw::view {

namespace {

std::string resource(int r) { return r >= 0 && r < 6 ? kResourceNames[static_cast<size_t>(r)] : std::string("any"); }
std::string region(int g) { return g >= 0 && g < 3 ? engine::id_words(kRegionNames[static_cast<size_t>(g)]) : std::string("its"); }
std::string track(int t) { return t >= 0 && t < 2 ? kTrackNames[static_cast<size_t>(t)] : std::string("stress"); }
std::string plural(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string who(const Selector& s) {
  if (s.kind == "self" || s.kind.empty()) return "this character";
  if (s.kind == "at_location") return "every character here";
  if (s.kind == "in_region") return "every character in this region";
  if (s.kind == "one_in_region") return "one character in this region (the table chooses)";
  if (s.kind == "all_in_play") return "every character in play";
  if (s.kind == "all_unlocked") return "every unlocked character";
  if (s.kind == "terrain") return "every character on " + engine::id_words(s.arg) + " locations";
  return engine::id_words(s.kind);
}

std::string where(const Selector& s) {
  if (s.kind == "here" || s.kind.empty()) return "here";
  if (s.kind == "any") return "a location the table chooses";
  if (s.kind == "slot") return "the " + engine::id_words(s.arg) + " " + engine::id_words(s.arg2) + " location";
  if (s.kind == "lowest_skill" || s.kind == "highest_skill")
    return std::string("the character with the ") + (s.kind == "lowest_skill" ? "lowest " : "highest ") + s.arg +
           (s.arg2.empty() ? " in this region" : " in " + engine::id_words(s.arg2));
  if (s.kind == "most_assets") return "the location with the most assets" + (s.arg.empty() ? "" : " in " + engine::id_words(s.arg));
  if (s.kind == "most_tag") return "the location with the most " + engine::id_words(s.arg) + " obstacles";
  if (s.kind == "tagged") return "every " + engine::id_words(s.arg) + " location";
  if (s.kind == "terrain") return "every " + engine::id_words(s.arg) + " location";
  return engine::id_words(s.kind);
}

// "here", or "at <where>".
std::string at(const Selector& s) {
  const std::string w = where(s);
  return w == "here" ? w : "at " + w;
}

std::string which(const Selector& s) {
  if (s.kind == "self" || s.kind.empty()) return "this obstacle";
  if (s.kind == "here") return "an obstacle here";
  if (s.kind == "oldest") return "the oldest obstacle here";
  if (s.kind == "any") return "any obstacle";
  if (s.kind == "tag") return "a " + engine::id_words(s.arg) + " obstacle";
  return engine::id_words(s.kind);
}

// An amount as a number and what follows the noun: "2", ""; "1", " per obstacle here"; "as many as
// espionage's threat level", "".
std::string amount(const Effect& e) {
  if (e.amount_form == "threat_level") return "as many as " + resource(e.amount_resource) + "'s threat level";
  return std::to_string(e.amount);
}
std::string per(const Effect& e) {
  if (e.amount_form != "per") return "";
  static const std::pair<const char*, const char*> kCounts[] = {{"obstacles_here", "obstacle here"},
                                                                {"assets_here", "asset here"},
                                                                {"characters_here", "character here"},
                                                                {"obstacles_in_region", "obstacle in this region"}};
  std::string counted = engine::id_words(e.per_count);
  for (const auto& [id, text] : kCounts)
    if (e.per_count == id) counted = text;
  return " per " + counted;
}

}  // namespace

std::string effect_words(const Content& c, const Effect& e) {
  const std::string& op = e.op;
  if (op == "stress") return engine::sentence_case(who(e.who)) + " takes " + amount(e) + " " + track(e.track) + " stress" + per(e);
  if (op == "condition") return engine::sentence_case(who(e.who)) + " takes a " + track(e.track) + " condition";
  if (op == "move_obstacle") return engine::sentence_case(which(e.which)) + " moves to " + where(e.where);
  if (op == "discard_obstacle")
    return "Discard " + (e.amount > 1 ? std::to_string(e.amount) + " × " : std::string()) + which(e.which);
  if (op == "add_asset")
    return "Roll " + amount(e) + " " + resource(e.resource) + " asset " + (e.amount == 1 && e.amount_form.empty() ? "die" : "dice") + per(e) + " " + at(e.where);
  if (op == "pool") {
    const std::string pool = "the " + resource(e.resource) + " pool";
    if (e.mode == "remove_lowest") return "Remove the lowest " + plural(e.amount, "die", "dice") + " from " + pool;
    if (e.mode == "clear") return "Clear " + pool;
    if (e.mode == "set_all") return "Set every die in " + pool + " to " + std::to_string(e.value);
    if (e.mode == "add") return "Roll " + plural(e.amount, "extra die", "extra dice") + " into " + pool;
    if (e.mode == "skip_refresh") return engine::sentence_case(pool) + " is not refilled this turn";
    return engine::sentence_case(pool) + ": " + engine::id_words(e.mode);
  }
  if (op == "assets") return (e.mode == "reroll" ? "Reroll the assets " : "Remove the assets ") + at(e.where);
  if (op == "threat") {
    const int n = e.amount_form.empty() ? e.amount : 0;
    if (!e.amount_form.empty()) return engine::sentence_case(resource(e.resource)) + " threat moves by " + amount(e) + per(e);
    return engine::sentence_case(resource(e.resource)) + " threat " + (n >= 0 ? "rises " : "falls ") + plural(n >= 0 ? n : -n, "space", "spaces");
  }
  if (op == "unlock_character")
    return "Unlock " + (e.character >= 0 ? c.characters[static_cast<size_t>(e.character)].name : std::string("a character"));
  if (op == "deck") {
    const std::string deck = e.region_here || e.region < 0 ? "this region's obstacle deck" : "the " + region(e.region) + " obstacle deck";
    if (e.mode == "peek") return "Look at the top " + plural(e.amount, "card", "cards") + " of " + deck;
    return "Discard the top " + plural(e.amount, "card", "cards") + " of " + deck;
  }
  if (op == "staging") {
    if (e.mode == "rearrange") return "Rearrange the staging area";
    if (e.mode == "discard_lowest") return "Discard the lowest staged progress card";
    if (e.mode == "place_extra") return "Place one more obstacle from the staging area";
    return "Staging area: " + engine::id_words(e.mode);
  }
  if (op == "move_character") return engine::sentence_case(who(e.who)) + " moves to " + where(e.where);
  if (op == "action_dice") {
    const std::string whose = who(e.who) == "this character" ? "this character's seat" : who(e.who);
    if (e.mode == "add") return engine::sentence_case(whose) + " rolls " + plural(e.amount, "extra action die", "extra action dice");
    if (e.mode == "discard_lowest")
      return engine::sentence_case(whose) + " discards the lowest " + plural(e.amount, "action die", "action dice");
    if (e.mode == "set_one") return engine::sentence_case(whose) + " sets one action die to " + std::to_string(e.value);
    return engine::sentence_case(whose) + ": action dice " + engine::id_words(e.mode);
  }
  if (op == "bring_location")
    return (e.location >= 0 ? c.locations[static_cast<size_t>(e.location)].name : std::string("A location")) +
           " takes the place of " + where(e.where);
  if (op == "burn_self") return "This character is burned (out of the campaign)";
  return engine::sentence_case(engine::id_words(op));
}

std::string modifier_words(const Content&, const Modifier& m) {
  const std::string tag = m.tag.empty() ? "" : engine::id_words(m.tag) + " ";
  if (m.mod == "extra_threat_icon") return "Counts " + plural(m.amount, "extra " + resource(m.resource) + " threat icon", "extra " + resource(m.resource) + " threat icons");
  if (m.mod == "leave_cost") return "Leaving costs " + plural(m.amount, "more action die", "more action dice");
  if (m.mod == "enter_stress")
    return "Entering costs " + std::to_string(m.amount) + " " + track(m.track) + " stress" +
           (m.unless_skill >= 0 ? " unless " + kSkillNames[static_cast<size_t>(m.unless_skill)] + " " + std::to_string(m.at_least) + "+" : "");
  if (m.mod == "overcome_extra_die") return "Overcoming " + tag + "obstacles here needs an extra " + std::to_string(m.amount);
  if (m.mod == "forbid_overcome") return engine::sentence_case(tag.empty() ? "obstacles " : tag + "obstacles ") + "here cannot be overcome";
  if (m.mod == "forbid_completion") return engine::sentence_case(resource(m.resource)) + " dice from here cannot go on progress cards";
  if (m.mod == "damage_bonus") return engine::sentence_case(tag) + (tag.empty() ? "Obstacles" : "obstacles") + " here deal " + std::to_string(m.amount) + " more damage";
  if (m.mod == "pool_as_action_dice") return engine::sentence_case(resource(m.resource)) + " pool dice count as action dice";
  return engine::sentence_case(engine::id_words(m.mod));
}

std::string effects_words(const Content& c, const std::vector<Effect>& effects) {
  std::string out;
  for (const Effect& e : effects) out += (out.empty() ? "" : "; ") + effect_words(c, e);
  return out;
}

std::string trigger_words(const Content& c, const Trigger& t) {
  auto name = [&](int ch) { return ch >= 0 ? c.characters[static_cast<size_t>(ch)].name : std::string("a partner"); };
  if (t.kind == "overcome_tag") return "overcome a " + engine::id_words(t.tag) + " obstacle";
  if (t.kind == "overcome_with") return "overcome a difficult obstacle with " + name(t.character);
  if (t.kind == "overcome_resource")
    return "overcome a " + resource(t.resource) + " obstacle of difficulty " + std::to_string(t.min_difficulty) + "+";
  if (t.kind == "complete_card")
    return "complete a " + resource(t.resource) + " progress card" + (t.stage > 0 ? " of stage " + std::to_string(t.stage) : "");
  if (t.kind == "create_asset") return "create a " + resource(t.resource) + " asset";
  if (t.kind == "move_to")
    return "move to a " + (!t.terrain.empty() ? engine::id_words(t.terrain) : !t.tag.empty() ? engine::id_words(t.tag) : region(t.region)) + " location";
  if (t.kind == "co_located") return "share a location with " + name(t.character);
  return engine::id_words(t.kind);
}

std::string ability_words(const Content& c, const Ability& a) {
  std::string input;
  if (a.stress_psyche > 0) input += std::to_string(a.stress_psyche) + " psyche";
  if (a.stress_body > 0) input += (input.empty() ? "" : " and ") + std::to_string(a.stress_body) + " body";
  if (!input.empty()) input += " stress";
  if (a.die_input) {
    std::string die = a.value > 0 ? "a " + std::to_string(a.value) : std::string("a die");
    if (a.resource >= 0) die += " (" + resource(a.resource) + ")";
    if (a.from != "any") die += " from " + engine::id_words(a.from) + " dice";
    input += (input.empty() ? "" : " and ") + die;
  }
  std::string does;
  if (a.op == "set_value") {
    std::string to;
    for (int v : a.to) to += (to.empty() ? "" : ", ") + std::to_string(v);
    does = "it becomes " + to;
  } else if (a.op == "shift") {
    does = std::string("its value ") + (a.amount >= 0 ? "+" : "−") + std::to_string(a.amount >= 0 ? a.amount : -a.amount);
  } else if (a.op == "split") {
    does = "split it into two dice of the same total";
  } else if (a.op == "reroll") {
    does = "reroll any of one pool of dice";
  } else if (a.op == "explode_fives") {
    does = "every 5 in a pool adds a rolled die (and every new 5 another)";
  } else if (a.op == "change_resource") {
    does = "it changes colour, keeping its value";
  } else if (a.op == "convert_kind") {
    does = "it becomes " + engine::id_words(a.kind.empty() ? "another kind" : a.kind) + " die";
  } else if (a.op == "effect") {
    does = effects_words(c, a.effects);
  } else {
    does = engine::id_words(a.op);
  }
  return a.name + ": " + (input.empty() ? "" : "pay " + input + " → ") + does;
}

std::vector<std::string> location_text(const Content& c, const Location& l, bool links) {
  std::vector<std::string> out;
  if (!l.action.empty()) out.push_back("Action (1 die): " + effects_words(c, l.action));
  if (!l.activation.empty()) out.push_back("Activation: " + effects_words(c, l.activation));
  for (const Modifier& m : l.passive) out.push_back("Always: " + modifier_words(c, m));
  if (l.icon == "source" && l.source_resource >= 0) out.push_back("Source: rolls a " + resource(l.source_resource) + " asset when activated");
  if (l.icon == "port") out.push_back("Port: 1 die moves to any other port");
  if (l.icon == "gate") out.push_back("Gate: 1 psyche moves to any other gate");
  if (l.stress_psyche + l.stress_body > 0)
    out.push_back("Creating an asset here costs " +
                  (l.stress_psyche ? std::to_string(l.stress_psyche) + " psyche" : std::string()) +
                  (l.stress_psyche && l.stress_body ? " and " : "") +
                  (l.stress_body ? std::to_string(l.stress_body) + " body" : std::string()) + " stress");
  if (links)
    for (const auto& [obstacle, copies] : l.linked)
    out.push_back("Brings " + c.obstacles[static_cast<size_t>(obstacle)].name + (copies > 1 ? " ×" + std::to_string(copies) : ""));
  return out;
}

std::vector<std::string> obstacle_text(const Content& c, const Obstacle& o) {
  std::vector<std::string> out;
  if (!o.activation.empty()) out.push_back("Activation: " + effects_words(c, o.activation));
  if (!o.on_overcome.empty()) out.push_back("When overcome: " + effects_words(c, o.on_overcome));
  for (const Modifier& m : o.passive) out.push_back("Always: " + modifier_words(c, m));
  if (o.stationary) out.push_back("Stationary: never pulled or moved by others");
  return out;
}

std::vector<std::string> event_text(const Content& c, const SeasonEvent& e) {
  return {(e.this_turn ? "This turn: " : "At once: ") + effects_words(c, e.effects)};
}

std::vector<std::string> character_text(const Content& c, const Character& ch) {
  std::vector<std::string> out;
  for (const Ability& a : ch.abilities) out.push_back(ability_words(c, a));
  for (const Achievement& a : ch.achievements)
    out.push_back("Achievement — " + trigger_words(c, a.trigger) + ": " + ability_words(c, a.grants));
  for (size_t k = 0; k < ch.discord.size(); ++k) {
    const DiscordLine& d = ch.discord[k];
    out.push_back("Discord " + std::to_string(k + 1) + " — " + (d.has_when ? "when you " + trigger_words(c, d.when) + ": " : "") +
                  effects_words(c, d.effects));
  }
  return out;
}

}  // namespace sb::sw::view

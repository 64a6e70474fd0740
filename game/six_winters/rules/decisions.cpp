// "Players choose" questions in plain words, for the prompt, the terminal and rejections.
#include <algorithm>

#include "game/six_winters/rules/rules.h"

namespace sb::sw {

namespace {

std::string region_words(int r) {
  if (r < 0 || r > 2) return "the region";
  std::string name = kRegionNames[r];
  std::replace(name.begin(), name.end(), '_', ' ');
  return name;
}

std::string value_name(const State& s, const Content& c, int what, int value) {
  switch (what) {
    case kValueLocation:
      return value >= 0 && value < static_cast<int>(c.locations.size()) ? c.locations[value].name : "?";
    case kValueCharacter:
      return value >= 0 && value < static_cast<int>(c.characters.size()) ? c.characters[value].name : "?";
    case kValueObstacle: {
      if (value < 0 || card_of(value) >= static_cast<int>(c.obstacles.size())) return "?";
      std::string name = obstacle_label(c, value);
      int at = obstacle_location(s, value);
      return at >= 0 ? name + " (at " + c.locations[at].name + ")" : name;
    }
    case kValueTrack:
      return value >= 0 && value < 6 ? kResourceNames[value] : "?";
    case kValueCard:
      return value >= 0 && value < static_cast<int>(c.progress.size()) ? c.progress[value].name : "?";
    case kValuePosition:
      return "position " + std::to_string(value + 1);
  }
  return "?";
}

// In the order legal_actions lists the answers (by value), so the words and the list agree.
std::string options_text(const State& s, const Content& c, const Decision& d) {
  std::vector<int> sorted = d.options;
  std::sort(sorted.begin(), sorted.end());
  std::string out;
  for (int option : sorted) {
    if (!out.empty()) out += ", ";
    out += value_name(s, c, decision_value_kind(d.kind), option);
  }
  return out;
}

std::string obstacle_or_effect(const Content& c, int instance) {
  return instance >= 0 && card_of(instance) < static_cast<int>(c.obstacles.size()) ? obstacle_label(c, instance)
                                                                                 : "An effect";
}

}  // namespace

std::string obstacle_label(const Content& c, int instance) {
  if (instance < 0 || card_of(instance) >= static_cast<int>(c.obstacles.size())) return "?";
  const Obstacle& o = c.obstacles[card_of(instance)];
  return o.copies > 1 ? o.name + " #" + std::to_string(copy_of(instance) + 1) : o.name;
}

std::string decision_text(const State& s, const Content& c, const Decision& d) {
  return decision_question(s, c, d) + " Choices: " + options_text(s, c, d) + ".";
}

std::string decision_question(const State& s, const Content& c, const Decision& d) {
  auto loc = [&](int id) { return value_name(s, c, kValueLocation, id); };
  std::string question;
  switch (d.kind) {
    case kChoosePull:
      question = loc(d.location) + " is empty: which of the equally difficult obstacles moves there?";
      break;
    case kChooseVictim:
      question = obstacle_or_effect(c, d.obstacle) + " strikes one character in " + region_words(d.region) + ": who takes " +
                 std::to_string(d.amount) + " " + (d.track == kBody ? "body" : "psyche") + " stress?";
      break;
    case kChooseDestination:
      if (d.character >= 0)
        question = "Where does " + value_name(s, c, kValueCharacter, d.character) + " go?";
      else if (d.obstacle >= 0)
        question = obstacle_or_effect(c, d.obstacle) + " goes after one of several characters: to which location?";
      else
        question = "Which location does the effect reach?";
      break;
    case kChooseThreatBurn:
      question = loc(d.location) + " arrives: which location of " + region_words(d.region) + " burns to make room?";
      break;
    case kChooseDeckOrder:
      question = "The obstacles of " + loc(d.location) + " go back on top of the " + region_words(d.region) +
                 " deck: which one lies on top (drawn first)?";
      break;
    case kChooseEndBurn:
      question = "Session end: which of " + region_words(d.region) + "'s locations with the most obstacles burns?";
      break;
    case kChooseNewLocation: {
      question = "Session end: which location fills the empty slot in " + region_words(d.region) + "?";
      std::string seen;
      for (int id : d.shown) seen += (seen.empty() ? "" : ", ") + loc(id);
      if (!seen.empty()) question += " (revealed this year: " + seen + ")";
      break;
    }
    case kChooseOverflow:
      question = "Sorcery threat is full: which track takes the step?";
      break;
    case kChooseKeepCard:
      question = "Two progress cards drawn: which one becomes the active card? (the other goes to the staging area)";
      break;
    case kChooseStaging:
      question = "Where in the staging area does " + value_name(s, c, kValueCard, d.card) +
                 " go? (the lowest card is placed first)";
      break;
    case kChooseStagingOrder:
      question = "Rearranging the staging area: which card goes to position " + std::to_string(d.position + 1) +
                 "? (the lowest card is placed first)";
      break;
    case kChooseStartLocation:
      question = "Where does " + value_name(s, c, kValueCharacter, d.character) + " start this session?";
      break;
    case kChooseDiscard:
      question = "An effect discards " + std::to_string(d.amount) + " of these obstacles: which one goes" +
                 (d.amount > 1 ? " first?" : "?");
      break;
    default:
      question = "Choose:";
  }
  return question;
}

std::string choice_text(const State& s, const Content& c, const Choose& a) {
  std::string name = value_name(s, c, a.what, a.value);
  if (!s.pending) return "choose " + name;
  switch (s.pending->kind) {
    case kChoosePull: return name + " moves to " + value_name(s, c, kValueLocation, s.pending->location);
    case kChooseVictim: return name + " takes the stress";
    case kChooseDestination: return "to " + name;
    case kChooseThreatBurn:
    case kChooseEndBurn: return "burn " + name;
    case kChooseDeckOrder: return name + " on top";
    case kChooseNewLocation: return "place " + name;
    case kChooseOverflow: return "the step goes to " + name;
    case kChooseKeepCard: return "keep " + name + " as the active card";
    case kChooseStaging: return "stage it at " + name;
    case kChooseStagingOrder: return name + " to position " + std::to_string(s.pending->position + 1);
    case kChooseDiscard: return "discard " + name;
    case kChooseStartLocation:
      return value_name(s, c, kValueCharacter, s.pending->character) + " starts at " + name;
    default: return "choose " + name;
  }
}

}  // namespace sb::sw

// Six Winters by controller, through the real app by synthetic SDL controller events (the session's
// characters aside, chosen by finger): the launcher and the step banner by ImGui's navigation, and
// on the table itself (engine/ui/table_focus.h) where a character starts (a lit location), a die
// picked from the tray and placed on the card that takes it, and Pass taken on the seat's
// character card (its card of choices beside it). The focus ring is drawn where the focus is.
#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>
#include <string>

#include "engine/ui/beside.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/raster.h"
#include "engine/ui/table_focus.h"
#include "game/six_winters/view/action_groups.h"
#include "game/six_winters/view/on_table.h"
#include "game/six_winters/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_pad.h"

namespace sb::sw::view::test {

namespace {

using sb::test::Pad;

void to_panels(Pad& pad) {
  if (ui::table_focus::on_table()) pad.press(SDL_CONTROLLER_BUTTON_BACK);
}

// The pad's focus on the table's thing `is` picks: Back onto the table if the panels have it, the
// right shoulder round the lit things when one is shown, else the d-pad down the table (past its
// lowest thing the table scrolls). False when no such thing is lit.
int g_already_on_table = 0;  // table_reach found the pad on the table (back there after a card)

template <class Is>
bool table_reach(Pad& pad, Is is) {
  if (ui::table_focus::on_table()) ++g_already_on_table;
  else pad.press(SDL_CONTROLLER_BUTTON_BACK);
  if (!ui::table_focus::on_table()) return false;
  int scrolls = 0;
  for (int presses = 0; presses < 120; ++presses) {
    const ui::TableThing* t = ui::table_focus::focused();
    if (t && is(*t)) return true;
    const auto& things = ui::table_focus::things();
    const bool shown = std::any_of(things.begin(), things.end(), [&](const ui::TableThing& th) { return is(th); });
    // (Not shown: up the table first, then down it.)
    pad.press(shown ? SDL_CONTROLLER_BUTTON_RIGHTSHOULDER
                    : ++scrolls <= 40 ? SDL_CONTROLLER_BUTTON_DPAD_UP : SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    if (!ui::table_focus::on_table()) return false;
  }
  return false;
}

// The ring is drawn: the last frame's draw lists hold the ring's gold round the focused thing.
bool ring_drawn() {
  const std::optional<ui::Rect> r = ui::table_focus::ring();
  const ImDrawData* data = ImGui::GetDrawData();
  if (!r || !data) return false;
  for (int l = 0; l < data->CmdListsCount; ++l)
    for (const ImDrawVert& v : data->CmdLists[l]->VtxBuffer)
      if (v.col == IM_COL32(255, 199, 26, 255) && std::abs(v.pos.x - r->x) < 8 && std::abs(v.pos.y - r->y) < 8) return true;
  return false;
}

std::string things_seen() {
  std::string out;
  for (const ui::TableThing& t : ui::table_focus::things())
    out += " '" + t.label + "' (" + std::to_string(t.group) + ", " + std::to_string(t.action) + ")";
  return out;
}

struct PadPlay {
  int by_location = 0, by_die = 0, by_card = 0, in_panels = 0, by_finger = 0, stuck = 0, bot_waits = 0, rings = 0;
};

// The human's choice, as the touch test makes it: the question's or the start's first answer; in
// the actions phase one die placed per turn, then Pass.
size_t pick(const TableScreen& table, int seat) {
  const std::vector<Action>& legal = table.legal();
  auto first = [&](Kind k) -> size_t {
    for (size_t i = 0; i < legal.size(); ++i)
      if (kind_of(legal[i]) == k) return i;
    return legal.size();
  };
  if (table.prompt().kind != "actions") {
    for (Kind k : {Kind::kQuestion, Kind::kStart, Kind::kOvercome})
      if (size_t i = first(k); i < legal.size()) return i;
    return 0;
  }
  for (size_t i = 0; i < legal.size(); ++i)
    if (const auto* p = std::get_if<Pass>(&legal[i]); p && p->seat == seat) return i;
  return 0;
}

// Legal action `want` by ImGui's navigation in the panels: its button, else its folded section's
// header opened first.
bool panel_action(Pad& pad, const TableScreen& table, size_t want) {
  to_panels(pad);
  if (sb::test::pad_reach(pad, [&](const ui::TouchTarget& t) { return t.action == static_cast<int>(want); })) {
    pad.press(SDL_CONTROLLER_BUTTON_A);
    return true;
  }
  const int kind = static_cast<int>(kind_of(table.legal()[want]));
  if (sb::test::pad_reach(pad, [&](const ui::TouchTarget& t) {
        return t.action == -1 && t.group == kind && t.label.find('(') != std::string::npos;
      })) {
    pad.press(SDL_CONTROLLER_BUTTON_A);
    return true;
  }
  return false;
}

// One step of the game by controller: the cover, the recap, the step banner, a bot's wait, or one
// human decision (on the table where it can be). False when nothing could be done.
bool pad_step(Pad& pad, TableScreen& table, PadPlay& play, bool& acted, int& turn) {
  const State& s = table.state();
  if (s.status == kInSession && s.session.turn != turn) {
    turn = s.session.turn;
    acted = false;
  }
  if (table.covered()) {
    pad.push_button(SDL_CONTROLLER_BUTTON_A, true);
    for (int i = 0; i < 20; ++i) pad.f.frames(1, 0.05);
    pad.push_button(SDL_CONTROLLER_BUTTON_A, false);
    pad.f.frames(3);
    return true;
  }
  if (table.recap_showing() || table.narration_step()) {
    pad.f.frames(2, 0.1);  // the step shows (and may go on its own)
    if (!table.recap_showing() && !table.narrating()) return true;
    to_panels(pad);
    const char* label = table.recap_showing() ? "Continue" : "Skip all";
    if (!sb::test::pad_reach_label(pad, label)) return !table.narrating() && !table.recap_showing();
    pad.press(SDL_CONTROLLER_BUTTON_A);
    return true;
  }
  const int seat = table.prompt().seat;
  if (seat < 0 || table.is_bot(seat) || table.legal().empty()) {
    pad.f.frames(1, 0.1);
    ++play.bot_waits;
    return true;
  }
  const size_t journal = table.match().journal_size();
  auto took = [&] { return table.match().journal_size() > journal; };
  TableView& view = table.table();
  if (view.location_question()) {  // a lit location answers
    if (!table_reach(pad, [](const ui::TableThing& t) { return t.group == TableView::kThingLocation; })) return false;
    if (ring_drawn()) ++play.rings;
    // The answer the lit location names is the one taken.
    const ui::TableThing focused = *ui::table_focus::focused();
    REQUIRE(focused.action >= 0);
    CHECK(table.match().describe_legal(static_cast<size_t>(focused.action)).find(focused.label) != std::string::npos);
    pad.press(SDL_CONTROLLER_BUTTON_A);
    if (!took()) return false;
    ++play.by_location;
    return true;
  }
  if (view.choosing_characters()) {
    // The characters' cards over the table by finger: ImGui's navigation does not reach their
    // Choose buttons below the window's fold (see the report; the focus on the table is tested here).
    const size_t want = pick(table, seat);
    const std::vector<int> characters = std::get<StartSession>(table.legal()[want]).characters;
    auto finger_over_board = [&](const std::string& label, bool below) {
      for (int drags = 0; drags < 16; ++drags) {
        const ui::TouchTarget* t = pad.f.find(label);
        if (t && t->rect.h >= t->full.h - 1) {
          pad.f.tap(t->rect.center());
          return true;
        }
        const bool down = t ? t->full.y > static_cast<float>(pad.f.app.height()) / 2 : below;
        const ui::Vec2 from{static_cast<float>(pad.f.app.width()) * 0.08f, static_cast<float>(pad.f.app.height()) * 0.6f};
        pad.f.drag(from, from + ui::Vec2{0, (down ? -1.0f : 1.0f) * 150.0f});
      }
      return false;
    };
    for (int guard = 0; guard < 8 && view.character_picks().size() < characters.size(); ++guard) {
      const std::vector<int>& picks = view.character_picks();
      const auto free = std::find_if(characters.begin(), characters.end(),
                                     [&](int ch) { return std::find(picks.begin(), picks.end(), ch) == picks.end(); });
      if (free == characters.end() ||
          !finger_over_board("Choose " + table.content().characters[static_cast<size_t>(*free)].name, true))
        return false;
    }
    if (!finger_over_board("Start the session", false)) return false;
    ++play.by_finger;
    return took();
  }
  if (table.prompt().kind == "actions" && !acted && !view.question_showing()) {
    // A die from the tray onto a card that takes it: A on the die, A on the lit card (and the first
    // of its answers when several fit, which the focus is sent to).
    if (table_reach(pad, [](const ui::TableThing& t) { return t.group == TableView::kThingDie; })) {
      if (ring_drawn()) ++play.rings;
      pad.press(SDL_CONTROLLER_BUTTON_A);
      REQUIRE(view.dragged_die());
      REQUIRE(table_reach(pad, [](const ui::TableThing& t) { return t.group == TableView::kThingTarget; }));
      const bool one = ui::table_focus::focused()->action >= 0;
      pad.press(SDL_CONTROLLER_BUTTON_A);
      if (!one && !took()) {
        REQUIRE(!view.dropped_choices().empty());
        CHECK(!ui::table_focus::on_table());  // the answers in the panel have the focus
        pad.press(SDL_CONTROLLER_BUTTON_A);
      }
      acted = true;
      if (!took()) return false;
      ++play.by_die;
      return true;
    }
  }
  const size_t want = pick(table, seat);
  if (const auto* pass = std::get_if<Pass>(&table.legal()[want])) {
    // Pass at the seat's character card: A on it, then Pass on the card of choices beside it.
    std::string name;
    for (const InPlay& p : s.session.in_play)
      if (p.seat == pass->seat) name = table.content().characters[static_cast<size_t>(p.character)].name;
    if (!name.empty() && table_reach(pad, [&](const ui::TableThing& t) {
          return t.group == TableView::kThingCard && t.label == name;
        })) {
      pad.press(SDL_CONTROLLER_BUTTON_A);
      pad.f.frames(2);
      REQUIRE(view.tapped_card());
      CHECK(!ui::table_focus::on_table());  // the card beside the character has the focus
      // Down the card's list (the navigation scrolls it) to Pass.
      auto is_pass = [&](const ui::TouchTarget& t) { return t.group == ui::kBesideGroup && t.action == static_cast<int>(want); };
      for (int presses = 0; presses < 40 && view.tapped_card(); ++presses) {
        const auto targets = ui::frame_touch_targets();
        if (std::any_of(targets.begin(), targets.end(), is_pass) && sb::test::pad_reach(pad, is_pass, 20)) {
          pad.press(SDL_CONTROLLER_BUTTON_A);
          break;
        }
        pad.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
      }
      if (!took()) return false;
      ++play.by_card;
      return true;
    }
  }
  if (view.damage_to_split()) {
    to_panels(pad);
    pad.f.frames(3);
    const auto& split = std::get<AssignDamage>(table.legal()[want]);
    const Overcome& ov = s.session.overcome;
    for (size_t k = 0; k < ov.participants.size(); ++k) {
      const std::string name = table.content().characters[static_cast<size_t>(ov.participants[k])].name;
      for (int p = split.psyche[k] - view.split().psyche[k]; p > 0; --p)
        if (sb::test::pad_reach_label(pad, name + " Psyche +")) pad.press(SDL_CONTROLLER_BUTTON_A);
      for (int p = split.body[k] - view.split().body[k]; p > 0; --p)
        if (sb::test::pad_reach_label(pad, name + " Body +")) pad.press(SDL_CONTROLLER_BUTTON_A);
    }
  }
  if (!panel_action(pad, table, want)) {
    // A screen before the choices (the session's start): its onward button.
    to_panels(pad);
    if (!sb::test::pad_reach_label(pad, "Start the session")) return false;
    pad.press(SDL_CONTROLLER_BUTTON_A);
  }
  if (took()) ++play.in_panels;
  return true;
}

}  // namespace

TEST_CASE("by controller: a Six Winters session's first turns, where to start, a die placed and Pass on the table") {
  const sb::ui::NoRaster unpainted;  // read by touch targets, things and draw lists, never pixels
  sb::test::PadApp app("sw_pad", "7");
  Pad& pad = app.pad;
  ui::table_focus::reset();
  auto* host = sb::test::pad_start_game(pad, "Six Winters");
  auto* table = dynamic_cast<TableScreen*>(host);
  REQUIRE(table);
  PadPlay play;
  bool acted = false;
  int turn = 0;
  for (int guard = 0; guard < 3000; ++guard) {
    if (play.by_location >= 1 && play.by_die >= 2 && play.by_card >= 2) break;
    if (table->state().status != kBetweenSessions && table->state().status != kInSession) break;
    if (!pad_step(pad, *table, play, acted, turn)) {
      std::string seen;
      for (const ui::TouchTarget& t : ui::frame_touch_targets()) seen += " '" + t.label + "'";
      if (play.stuck == 0)
        MESSAGE("stuck at " << table->prompt().kind << ": " << table->prompt().text << "; " << sb::test::pad_scene()
                            << "; table focus " << ui::table_focus::on_table() << ", things:" << things_seen()
                            << "; picked die " << table->table().dragged_die().has_value() << ", card "
                            << table->table().tapped_card().has_value() << "; by location " << play.by_location
                            << ", die " << play.by_die << ", card " << play.by_card);
      REQUIRE(++play.stuck < 20);
    }
  }
  MESSAGE("on the table: " << play.by_location << " start(s), " << play.by_die << " dice, " << play.by_card
                           << " by a card; in the panels " << play.in_panels);
  CHECK(play.by_location >= 1);
  CHECK(play.by_die >= 2);
  CHECK(play.by_card >= 2);
  CHECK(play.rings >= 2);
  CHECK(g_already_on_table >= 2);  // after a card of choices or a picked die, the pad came back to the table
  ui::table_focus::reset();
}

}  // namespace sb::sw::view::test


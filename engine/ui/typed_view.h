#pragma once
// The skeleton every title's table shares, over its own typed match: TypedTitleView<Title> reads
// the match the host holds as engine::MatchAdapter<Title> (state(), content(), the legal list
// kept for the panel), lays the board out beside the host's side panel and scrolls it by finger;
// TypedTableScreen<View> is the host made with that view, with typed accessors (tests, the
// screenshot), and make_typed_table<View> the registry's hook. A title keeps only what is its own:
// its drawing, gestures and panel contents.
#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/check.h"
#include "engine/save/any_match.h"
#include "engine/ui/table_host.h"

namespace sb::ui {

template <class Title>
class TypedTitleView : public TitleView {
 public:
  using State = typename Title::State;
  using Content = typename Title::Content;
  using Action = typename Title::Action;

  // (A title's view takes this constructor: `using TypedTitleView::TypedTitleView;`.)
  explicit TypedTitleView(TableHost& host) : host_(host) {
    SB_CHECK(is_title(host_.match()), (std::string("a ") + Title::kName + " table needs a " + Title::kName + " match").c_str());
  }

  static bool is_title(const engine::AnyMatch& match) {
    return dynamic_cast<const engine::MatchAdapter<Title>*>(&match) != nullptr;
  }

  const State& state() const { return typed().match().state(); }
  const Content& content() const { return typed().match().content(); }
  // The legal actions as the panel lists them (the match's own order: an index is apply_legal's).
  const std::vector<Action>& legal() const { return legal_; }
  // The table area's scroll (pixels from its top) and how far it can go.
  float scroll() const { return scroll_; }
  float max_scroll() const { return std::max(0.0f, table_height() - board_rect().h); }

  // ui::TitleView. A title that overrides on_refresh calls this one first: the legal list and the
  // revision (which starts the choices list at its top) are then those of the new question.
  void on_refresh() override {
    ++revision_;
    legal_ = typed().match().legal_actions();
  }
  void resize(int width, int height, const Metrics& metrics) override {
    width_ = width;
    height_ = height;
    metrics_ = metrics;
    scroll_by(0);
    host_.mark_dirty();
  }
  Rect board_rect() const override { return host_.board_beside_panel(width_, height_, metrics_, 0.3f); }

 protected:
  const engine::MatchAdapter<Title>& typed() const { return static_cast<const engine::MatchAdapter<Title>&>(host_.match()); }
  // The full height of the drawn table (it scrolls when taller than the board's area).
  virtual float table_height() const = 0;

  void scroll_by(float dy) {
    const float before = scroll_;
    scroll_ = std::clamp(scroll_ + dy, 0.0f, max_scroll());
    if (scroll_ != before) host_.mark_dirty();
  }
  // The scrolling every table takes alike: two-finger pan, the mouse wheel (three lines a notch)
  // and fit (back to the top). False for any other intent.
  bool scroll_intent(const Intent& intent) {
    switch (intent.kind) {
      case IntentKind::kPan: scroll_by(-intent.delta.y); return true;
      case IntentKind::kZoom:
        if (board_rect().contains(intent.pos)) scroll_by((intent.scale > 1.0f ? -3.0f : 3.0f) * metrics_.font_px());
        return true;
      case IntentKind::kFit: scroll_by(-scroll_); return true;
      default: return false;
    }
  }

  TableHost& host_;
  std::vector<Action> legal_;
  uint64_t revision_ = 0;  // bumped by every refresh (a new question, an undo, another viewer)
  Metrics metrics_;
  int width_ = 1280, height_ = 800;
  float scroll_ = 0;
};

// The generic host around a title's View (a TypedTitleView), with the view's typed accessors.
template <class View>
class TypedTableScreen final : public TableHost {
 public:
  TypedTableScreen(std::unique_ptr<engine::AnyMatch> match, std::vector<SeatLook> looks, TableSettings settings = {})
      : TableHost(std::move(match), std::move(looks), settings,
                  [](TableHost& host) { return std::make_unique<View>(host); }) {}
  View& table() { return static_cast<View&>(view()); }
  const View& table() const { return static_cast<const View&>(view()); }
  const auto& state() const { return table().state(); }
  const auto& content() const { return table().content(); }
  const auto& legal() const { return table().legal(); }
};

// The registry's hook for a title whose table is TypedTableScreen<View>.
template <class View>
std::unique_ptr<TableScreen> make_typed_table(std::unique_ptr<engine::AnyMatch> match, std::vector<SeatLook> looks,
                                              const TableSettings& settings) {
  return std::make_unique<TypedTableScreen<View>>(std::move(match), std::move(looks), settings);
}

}  // namespace sb::ui

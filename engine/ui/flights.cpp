#include "engine/ui/flights.h"

#include <algorithm>
#include <map>
#include <utility>

#include "engine/ui/animation.h"

namespace sb::ui {

namespace {

// A place's count of one kind before and after an action, and where its pile stood (or stands).
struct Counts {
  int before = 0, after = 0;
  Rect was, is;
};
struct Leftover {
  int place, kind;
  Counts* counts;
};

// Pairs, in order, the places that lost with the places that gained, as many at a time as both
// have left, until one side runs out.
template <class Add>
void pair_up(const std::vector<Leftover>& lost, const std::vector<Leftover>& gained, Add add) {
  size_t i = 0, j = 0;
  while (i < lost.size() && j < gained.size()) {
    Counts& from = *lost[i].counts;
    Counts& to = *gained[j].counts;
    const int k = std::min(from.before - from.after, to.after - to.before);
    add(lost[i], gained[j], k);
    from.before -= k;
    to.before += k;
    if (from.before <= from.after) ++i;
    if (to.before >= to.after) ++j;
  }
}

}  // namespace

void PileFlights::piles(std::vector<Pile> piles, double now) {
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(), [now](const Flight& f) { return now - f.start >= kSeconds; }),
                 flights_.end());
  if (armed_ && !last_.empty()) {
    std::map<int, std::map<int, Counts>> kinds;
    std::map<int, int> family;  // of each kind that has one
    for (const Pile& p : last_) {
      Counts& c = kinds[p.kind][p.place];
      c.before += p.count;
      c.was = p.rect;
      if (p.family >= 0) family[p.kind] = p.family;
    }
    for (const Pile& p : piles) {
      Counts& c = kinds[p.kind][p.place];
      c.after += p.count;
      c.is = p.rect;
      if (p.family >= 0) family[p.kind] = p.family;
    }
    auto fly = [&](const Leftover& from, const Leftover& to, int n) {
      flights_.push_back({to.kind, from.kind, n, from.place, to.place, from.counts->was, to.counts->is, now});
    };
    // Kind by kind first.
    for (auto& [kind, places] : kinds) {
      std::vector<Leftover> lost, gained;
      for (auto& [place, c] : places) {
        if (c.before > c.after) lost.push_back({place, kind, &c});
        if (c.after > c.before) gained.push_back({place, kind, &c});
      }
      pair_up(lost, gained, fly);
    }
    // Then what is left of a family: a card face down that turned up elsewhere (or the reverse).
    // A place that lost some of a family and gained as many (a hand turned face down when the
    // device passed) sent and took none.
    std::map<int, std::map<int, std::pair<std::vector<Leftover>, std::vector<Leftover>>>> families;  // family, place
    for (auto& [kind, places] : kinds) {
      const auto f = family.find(kind);
      if (f == family.end()) continue;
      for (auto& [place, c] : places) {
        if (c.before > c.after) families[f->second][place].first.push_back({place, kind, &c});
        if (c.after > c.before) families[f->second][place].second.push_back({place, kind, &c});
      }
    }
    for (auto& [fam, places] : families) {
      std::vector<Leftover> lost, gained;
      for (auto& [place, sides] : places) {
        int out = 0, in = 0;
        for (const Leftover& l : sides.first) out += l.counts->before - l.counts->after;
        for (const Leftover& g : sides.second) in += g.counts->after - g.counts->before;
        int turned = std::min(out, in);  // turned over where they lie: neither leave nor arrive
        for (const Leftover& l : sides.first) {
          const int k = std::min(turned, l.counts->before - l.counts->after);
          l.counts->before -= k;
          turned -= k;
          if (l.counts->before > l.counts->after) lost.push_back(l);
        }
        turned = std::min(out, in);
        for (const Leftover& g : sides.second) {
          const int k = std::min(turned, g.counts->after - g.counts->before);
          g.counts->before += k;
          turned -= k;
          if (g.counts->after > g.counts->before) gained.push_back(g);
        }
      }
      pair_up(lost, gained, fly);
    }
  }
  armed_ = false;
  last_ = std::move(piles);
}

std::vector<PileFlights::Flight> PileFlights::flying(double now) const {
  std::vector<Flight> out;
  for (const Flight& f : flights_)
    if (now - f.start < kSeconds) out.push_back(f);
  return out;
}

Rect PileFlights::where(const Flight& f, double now) {
  const float k = ease(Easing::kInOutCubic, static_cast<float>(std::clamp((now - f.start) / kSeconds, 0.0, 1.0)));
  return {f.from.x + (f.to.x - f.from.x) * k, f.from.y + (f.to.y - f.from.y) * k, f.from.w + (f.to.w - f.from.w) * k,
          f.from.h + (f.to.h - f.from.h) * k};
}

bool PileFlights::arriving(int place, int kind, double now) const {
  return std::any_of(flights_.begin(), flights_.end(),
                     [&](const Flight& f) { return f.to_place == place && f.kind == kind && now - f.start < kSeconds; });
}

bool PileFlights::moving(double now) const {
  return std::any_of(flights_.begin(), flights_.end(), [now](const Flight& f) { return now - f.start < kSeconds; });
}

}  // namespace sb::ui

#include "engine/ui/flights.h"

#include <algorithm>
#include <map>
#include <utility>

#include "engine/ui/animation.h"

namespace sb::ui {

void PileFlights::piles(std::vector<Pile> piles, double now) {
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(), [now](const Flight& f) { return now - f.start >= kSeconds; }),
                 flights_.end());
  if (armed_ && !last_.empty()) {
    // Per kind, each place's count before and after, and where its pile stood (or stands).
    struct Counts {
      int before = 0, after = 0;
      Rect was, is;
    };
    std::map<int, std::map<int, Counts>> kinds;
    for (const Pile& p : last_) {
      Counts& c = kinds[p.kind][p.place];
      c.before += p.count;
      c.was = p.rect;
    }
    for (const Pile& p : piles) {
      Counts& c = kinds[p.kind][p.place];
      c.after += p.count;
      c.is = p.rect;
    }
    for (auto& [kind, places] : kinds) {
      std::vector<std::pair<int, Counts*>> lost, gained;
      for (auto& [place, c] : places) {
        if (c.before > c.after) lost.push_back({place, &c});
        if (c.after > c.before) gained.push_back({place, &c});
      }
      size_t i = 0, j = 0;
      while (i < lost.size() && j < gained.size()) {
        Counts& from = *lost[i].second;
        Counts& to = *gained[j].second;
        const int n = std::min(from.before - from.after, to.after - to.before);
        flights_.push_back({kind, n, lost[i].first, gained[j].first, from.was, to.is, now});
        from.before -= n;
        to.before += n;
        if (from.before == from.after) ++i;
        if (to.before == to.after) ++j;
      }
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

bool PileFlights::moving(double now) const {
  return std::any_of(flights_.begin(), flights_.end(), [now](const Flight& f) { return now - f.start < kSeconds; });
}

}  // namespace sb::ui

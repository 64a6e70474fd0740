#include "game/mighty_kingdoms/view/view_filter.h"

namespace sb::mk::view {

bool shows_secret_of(const State& seen, const State& full, int seat, int other) {
  if (seat == other) return false;
  const size_t k = static_cast<size_t>(other);
  const bool races_hidden = full.in_setup && full.step == Step::kRaces;
  if (races_hidden && k < seen.kingdoms.size() && seen.kingdoms[k].race >= 0) return true;
  for (const Token& t : seen.tokens) {
    if (t.owner != other) continue;
    const Token* real = full.token(t.id);
    if (real && !real->list_revealed && !t.units.empty()) return true;
    for (const Unit& u : t.units)
      if (u.artefact >= 0) return true;
  }
  for (size_t i = 0; i < seen.artefacts.size() && i < full.artefacts.size(); ++i)
    if (full.artefacts[i].holder == other && seen.artefacts[i].army >= 0) return true;
  // The Rng predicts every future die: a seat's view must never carry the real one.
  return seen.rng == full.rng && !(full.rng == engine::Rng(0));
}

}  // namespace sb::mk::view

#pragma once
// The one filter between the State and a seat's eyes (DESIGN §5 hotseat): everything a seat is
// shown — board, panels, log, screenshots — is drawn from the rules' view_for(state, seat),
// never from the raw State. This header adds the check the hand-off test uses.
#include "game/mighty_kingdoms/rules/title.h"
#include "game/mighty_kingdoms/rules/types.h"

namespace sb::mk::view {

constexpr int kSpectator = -1;  // sees only what is public to everyone

// True when `seen` still holds a secret of `other` that `seat` must not see: its race before
// all are chosen, an unrevealed army list, an artefact assignment, or the Rng.
bool shows_secret_of(const State& seen, const State& full, int seat, int other);

}  // namespace sb::mk::view

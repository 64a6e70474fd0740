#pragma once
// Calendar phase ids this title binds, and the flow steps other rule files continue.
#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {
void continue_disembark(Ctx& ctx);
}  // namespace sb::mk

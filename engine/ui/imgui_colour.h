#pragma once
// A palette colour as ImGui takes it (one copy for every panel that colours its text or swatches).
#include <imgui.h>

#include "engine/ui/palette.h"

namespace sb::ui {

inline ImVec4 im_colour(Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }

}  // namespace sb::ui

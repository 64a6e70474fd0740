#pragma once
// State and Action YAML. With a Content pointer, cards, locations and characters are written by
// their string ids (campaign files people read); without one, by content index (journals).
// Readers accept either form.
#include <yaml-cpp/yaml.h>

#include <optional>

#include "engine/content/yaml_reader.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::sw {

YAML::Node state_to_yaml(const State& s, const Content* names = nullptr);
std::optional<State> state_from_yaml(const YAML::Node& node, const Content& c, const engine::ReadContext& ctx);
YAML::Node action_to_yaml(const Action& a, const Content* names = nullptr);
std::optional<Action> action_from_yaml(const YAML::Node& node, const Content& c, const engine::ReadContext& ctx);

}  // namespace sb::sw

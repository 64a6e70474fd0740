#pragma once
// Campaign files: everything that carries between sessions (tracks, decks, burned cards, locations,
// characters with skills, conditions and achievements, unlocks, year) — the State between sessions,
// written with content ids and read back strictly.
#include <filesystem>
#include <optional>
#include <string>

#include "engine/content/errors.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::sw {

std::string campaign_to_text(const State& s, const Content& c);
// Errors (file:line:col) go to `errors`; nullopt when the file cannot be used.
std::optional<State> campaign_from_text(const std::string& text, const std::string& display_name, const Content& c,
                                        engine::ErrorList& errors);
bool write_campaign_file(const std::filesystem::path& file, const State& s, const Content& c, std::string& error);
std::optional<State> read_campaign_file(const std::filesystem::path& file, const Content& c, engine::ErrorList& errors);
// Plain-words summary for the CLI.
std::string campaign_summary(const State& s, const Content& c);

}  // namespace sb::sw

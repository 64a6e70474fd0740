#pragma once
// Six Winters campaigns from the launcher: the campaign files (`*.campaign`) in the player's save
// folder, and a match that plays a file's next session and writes the file back when it ends (the
// match's Setup names the file; TableView writes it).
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/ui/new_game.h"

namespace sb::sw::view {

inline constexpr const char* kCampaignExtension = ".campaign";

// The file a new campaign started with `seed` is kept in (a name in the save folder).
std::string campaign_file_name(uint64_t seed);

// A match that begins at the State in `file` (its next session is due): seats named and played as
// `seats` says (the first as many as the campaign has players). Null with `error` (file:line:col
// messages) when the file cannot be used.
std::unique_ptr<engine::AnyMatch> open_campaign(engine::AnyTitle& title, const std::filesystem::path& file,
                                                const std::vector<ui::SeatChoice>& seats, uint64_t seed,
                                                std::string& error);

}  // namespace sb::sw::view

#include "game/six_winters/view/campaign.h"

#include "game/six_winters/rules/campaign_file.h"
#include "game/six_winters/rules/ids.h"
#include "game/six_winters/rules/title.h"
#include "game/six_winters/rules/yaml_io.h"

namespace sb::sw::view {

std::string campaign_file_name(uint64_t seed) { return "six-winters-" + std::to_string(seed) + kCampaignExtension; }

std::unique_ptr<engine::AnyMatch> open_campaign(engine::AnyTitle& title, const std::filesystem::path& file,
                                                const std::vector<ui::SeatChoice>& seats, uint64_t seed,
                                                std::string& error) {
  auto* typed = dynamic_cast<engine::TitleAdapter<Title>*>(&title);
  if (!typed || !typed->content()) {
    error = "Six Winters' content is not loaded";
    return nullptr;
  }
  const Content& c = *typed->content();
  engine::ErrorList errors;
  auto s = read_campaign_file(file, c, errors);
  if (!s) {
    error = errors.format_all();
    return nullptr;
  }
  if (s->status == kInSession) {
    error = file.string() + ": the campaign is in the middle of a session (its file is written between sessions)";
    return nullptr;
  }
  YAML::Node setup;
  setup["players"] = s->player_count;
  setup["difficulty"] = kDifficultyNames[static_cast<size_t>(s->difficulty)];
  setup["solo_two_cards"] = s->options.solo_two_cards;
  setup["gain_requires_die"] = s->options.gain_requires_die;
  setup["random_layout"] = s->options.random_layout;
  for (int i = 0; i < s->player_count; ++i) {
    const size_t k = static_cast<size_t>(i);
    const bool named = k < seats.size() && !seats[k].name.empty();
    setup["seat_names"].push_back(named ? seats[k].name : "Player " + std::to_string(i + 1));
    setup["bots"].push_back(k < seats.size() && seats[k].kind != "human");
  }
  setup["campaign_file"] = file.filename().string();
  engine::ReadContext ctx{file.string(), &errors};
  auto made = title.match_from_state(setup, state_to_yaml(*s, &c), seed, ctx);
  if (!made.ok()) {
    error = errors.format_all() + made.error().message;
    return nullptr;
  }
  return std::move(made.value());
}

}  // namespace sb::sw::view

#pragma once
// A title's part of the launcher's "New game" tab. The launcher draws what every title shares (how
// many seats, in the title's range; per seat a name, human or one of the title's bots, colour and symbol; the seed) and
// asks the panel for the title's own choices (a map, battle options, a difficulty) and for the
// setup YAML that starts the match (the title's Setup schema).
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/ui/metrics.h"

namespace sb::ui {

struct SeatChoice {
  std::string name;
  std::string kind;  // "human" or one of the title's bot kinds
};

class NewGamePanel {
 public:
  virtual ~NewGamePanel() = default;
  // What a seat is called in this title ("Kingdoms", "Players").
  virtual std::string seats_label() const { return "Players"; }
  // How many seats the launcher starts with (within the title's range, AnyTitle::min/max_seats).
  virtual int default_seats() const { return 2; }
  // The seats as the launcher has them now, called before draw_options every frame: a title whose
  // choices depend on the seats (which seat holds which faction) keeps them in step.
  virtual void set_seats(const std::vector<SeatChoice>& seats) { (void)seats; }
  // The title's own choices, drawn with ImGui below the seats (touch-sized items).
  virtual void draw_options(const Metrics& metrics) { (void)metrics; }
  // A command-line option for these choices (`play --map ID`): false with `error` when the key is
  // not this title's or the value does not fit.
  virtual bool set_option(const std::string& key, const std::string& value, std::string& error) {
    (void)value;
    error = key + " is not an option of this title";
    return false;
  }
  // The setup that starts the match: the seats as chosen, the title's choices, the seed.
  virtual YAML::Node setup(const std::vector<SeatChoice>& seats, uint64_t seed) const = 0;
};

}  // namespace sb::ui

#pragma once
// The windowed app (launcher and table in one window) driven one loop pass at a time, with the
// loop's clock and event source supplied by the caller: how tests play it by synthetic touches
// from the launcher to the scoring screen. SDL's dummy video driver and --software are enough.
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "engine/ui/loop.h"
#include "engine/ui/table_host.h"

namespace sb::app {

class AppDriver {
 public:
  virtual ~AppDriver() = default;
  virtual bool iterate() = 0;                        // one loop pass; false once the app quit
  virtual ui::TableScreen* table() = 0;              // null while the launcher shows
  virtual int width() const = 0;                     // output pixels
  virtual int height() const = 0;
  virtual float px_per_mm() const = 0;
  virtual std::string launcher_message() const = 0;  // the problem the launcher shows (empty: none)
};

// `args` are the launcher's (`seasonboard` with no command): --size, --software, --dpi, --save-dir,
// ... Null with `error` set when the window cannot open or an argument is wrong.
std::unique_ptr<AppDriver> open_app(const std::vector<std::string>& args, ui::Clock& clock, ui::EventSource& events,
                                    std::ostream& out, std::ostream& err, std::string& error);

}  // namespace sb::app

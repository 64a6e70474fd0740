#include "engine/content/art.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>

#include "engine/content/paths.h"

namespace sb::engine {

namespace fs = std::filesystem;

// Generated at configure time from assets/icons/*.svg (engine/CMakeLists.txt).
std::span<const BuiltinIcon> generated_icons();

std::span<const BuiltinIcon> builtin_icons() { return generated_icons(); }

const BuiltinIcon* find_icon(std::string_view name) {
  for (const BuiltinIcon& icon : builtin_icons())
    if (icon.name == name) return &icon;
  return nullptr;
}

std::string icon_names() {
  std::string out;
  for (const BuiltinIcon& icon : builtin_icons()) out += (out.empty() ? "" : ", ") + std::string(icon.name);
  return out;
}

std::string read_icon_or(MapReader& m, const std::string& key, const std::string& fallback) {
  if (!m.valid() || !m.has(key)) {
    m.child_or_null(key);
    return fallback;
  }
  const std::string name = m.string_or(key, fallback);
  if (find_icon(name)) return name;
  m.error(key, "no icon '" + name + "' (icons: " + icon_names() + ")");
  return fallback;
}

namespace {

constexpr size_t kMaxArtBytes = 8u << 20;
constexpr uint32_t kMaxSide = 16384;

uint32_t crc32(std::string_view bytes) {
  static const std::array<uint32_t, 256> table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t n = 0; n < 256; ++n) {
      uint32_t c = n;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[n] = c;
    }
    return t;
  }();
  uint32_t c = 0xFFFFFFFFu;
  for (unsigned char b : bytes) c = table[(c ^ b) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

uint32_t be32(std::string_view b, size_t at) {
  return (static_cast<uint32_t>(static_cast<unsigned char>(b[at])) << 24) |
         (static_cast<uint32_t>(static_cast<unsigned char>(b[at + 1])) << 16) |
         (static_cast<uint32_t>(static_cast<unsigned char>(b[at + 2])) << 8) |
         static_cast<uint32_t>(static_cast<unsigned char>(b[at + 3]));
}

std::string png_problem(std::string_view b) {
  static constexpr std::string_view kSignature("\x89PNG\r\n\x1a\n", 8);
  if (b.size() < 8 || b.substr(0, 8) != kSignature) return "not a PNG file (no PNG signature)";
  size_t at = 8;
  bool ihdr = false, idat = false;
  while (at + 12 <= b.size()) {
    const uint32_t length = be32(b, at);
    if (length > b.size() - at - 12) return "a chunk runs past the end of the file (cut short?)";
    const std::string_view type = b.substr(at + 4, 4);
    if (crc32(b.substr(at + 4, 4 + length)) != be32(b, at + 8 + length))
      return "chunk '" + std::string(type) + "' is damaged (its CRC does not match)";
    if (!ihdr) {
      if (type != "IHDR" || length != 13) return "the first chunk is not a header (IHDR)";
      const uint32_t w = be32(b, at + 8), h = be32(b, at + 12);
      if (w == 0 || h == 0 || w > kMaxSide || h > kMaxSide)
        return "its size " + std::to_string(w) + "x" + std::to_string(h) + " is not 1..16384 pixels a side";
      ihdr = true;
    }
    if (type == "IDAT") idat = true;
    if (type == "IEND") return idat ? "" : "it holds no image data (IDAT)";
    at += 12 + length;
  }
  return "it ends before its end chunk (IEND): cut short?";
}

// The value of attribute `name` in an element's text, or "".
std::string attribute(std::string_view element, std::string_view name) {
  size_t at = 0;
  while ((at = element.find(name, at)) != std::string_view::npos) {
    const bool starts = at > 0 && std::isspace(static_cast<unsigned char>(element[at - 1]));
    size_t q = at + name.size();
    while (q < element.size() && std::isspace(static_cast<unsigned char>(element[q]))) ++q;
    if (starts && q < element.size() && element[q] == '=') {
      ++q;
      while (q < element.size() && std::isspace(static_cast<unsigned char>(element[q]))) ++q;
      if (q < element.size() && (element[q] == '"' || element[q] == '\'')) {
        const size_t end = element.find(element[q], q + 1);
        if (end != std::string_view::npos) return std::string(element.substr(q + 1, end - q - 1));
      }
    }
    at += name.size();
  }
  return "";
}

double leading_number(const std::string& s) {
  const char* begin = s.c_str();
  char* end = nullptr;
  const double v = std::strtod(begin, &end);
  return end == begin ? 0.0 : v;
}

std::string svg_problem(std::string_view b) {
  if (b.find('\0') != std::string_view::npos) return "not an SVG file (it holds binary data)";
  const size_t open = b.find("<svg");
  if (open == std::string_view::npos) return "not an SVG file (no <svg> element)";
  const size_t close = b.find('>', open);
  if (close == std::string_view::npos) return "its <svg> element never closes";
  const std::string_view element = b.substr(open, close - open);
  if (element.size() > 4 && !std::isspace(static_cast<unsigned char>(element[4]))) return "not an SVG file (no <svg> element)";
  if (b.find("</svg>") == std::string_view::npos && b[close - 1] != '/') return "its <svg> element never ends (no </svg>)";
  double w = leading_number(attribute(element, "width")), h = leading_number(attribute(element, "height"));
  const std::string box = attribute(element, "viewBox");
  if (!box.empty()) {
    std::string numbers = box;
    std::replace(numbers.begin(), numbers.end(), ',', ' ');
    const char* p = numbers.c_str();
    double v[4] = {0, 0, 0, 0};
    int n = 0;
    for (char* end = nullptr; n < 4; ++n, p = end) {
      v[n] = std::strtod(p, &end);
      if (end == p) break;
    }
    if (n < 4 || v[2] <= 0 || v[3] <= 0) return "its viewBox '" + box + "' is not four numbers with a positive size";
    if (w <= 0) w = v[2];
    if (h <= 0) h = v[3];
  }
  if (w <= 0 || h <= 0) return "it gives no size (width and height, or a viewBox)";
  return "";
}

std::string lower(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

}  // namespace

std::string image_problem(std::string_view bytes, const std::string& extension) {
  const std::string ext = lower(extension);
  if (ext == ".png") return png_problem(bytes);
  if (ext == ".svg") return svg_problem(bytes);
  return "art is a PNG or an SVG file (.png, .svg)";
}

ArtRef read_art_or_none(MapReader& m, const fs::path& content_dir, const std::string& key) {
  ArtRef art;
  if (!m.valid() || !m.has(key)) {
    m.child_or_null(key);
    return art;
  }
  const std::string written = m.string_or(key, "");
  if (written.empty()) return art;
  const fs::path rel(written);
  if (rel.is_absolute() || rel.has_root_name() || rel.has_root_directory()) {
    m.error(key, "'" + written + "' is an absolute path: name the picture relative to the title's content folder");
    return art;
  }
  for (const fs::path& part : rel)
    if (part == "..") {
      m.error(key, "'" + written + "' leaves the title's content folder ('..'): keep pictures inside it");
      return art;
    }
  const std::string ext = lower(rel.extension().string());
  if (ext != ".png" && ext != ".svg") {
    m.error(key, "'" + written + "' is not a .png or .svg file");
    return art;
  }
  const std::optional<fs::path> full = resolve_inside(content_dir, written);
  if (!full) {
    m.error(key, "'" + written + "' is outside the title's content folder");
    return art;
  }
  std::error_code ec;
  if (!fs::exists(content_dir / rel, ec)) {
    m.error(key, "'" + written + "': no such file in the title's content folder");
    return art;
  }
  if (const std::string why = content_file_problem(content_dir, content_dir / rel); !why.empty()) {
    m.error(key, "'" + written + "' cannot be read: " + why);
    return art;
  }
  std::string read_error;
  const std::optional<std::string> bytes = read_text_file(*full, read_error, kMaxArtBytes);
  if (!bytes) {
    m.error(key, "'" + written + "' cannot be read: " + read_error);
    return art;
  }
  if (const std::string why = image_problem(*bytes, ext); !why.empty()) {
    m.error(key, "'" + written + "' does not decode: " + why);
    return art;
  }
  art.written = written;
  art.file = *full;
  art.bytes_hash = fnv1a64(*bytes);
  return art;
}

}  // namespace sb::engine

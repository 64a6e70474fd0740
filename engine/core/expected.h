#pragma once
// A value or a plain-words rejection. Used where a user can cause the failure.
#include <optional>
#include <utility>

#include "engine/core/check.h"
#include "engine/core/result.h"

namespace sb::engine {

template <class T>
class Expected {
 public:
  Expected(T value) : value_(std::move(value)) {}  // NOLINT: implicit by design
  Expected(Rejection error) : error_(std::move(error)) {}  // NOLINT
  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  T& value() {
    SB_CHECK(ok(), "Expected::value on an error");
    return *value_;
  }
  const T& value() const {
    SB_CHECK(ok(), "Expected::value on an error");
    return *value_;
  }
  const Rejection& error() const { return error_; }

 private:
  std::optional<T> value_;
  Rejection error_;
};

}  // namespace sb::engine

// Result<T>: a value or the Error that prevented it, for calls that create something (a Context, a Program,
// a Parameter handle). Reading value() of a failed Result is a programming error caught by an assertion in
// debug builds; check ok() (or status()) first.
#pragma once

#include <cassert>
#include <optional>
#include <utility>

#include <cgx/Status.h>

namespace cgx {

template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)) {}             // NOLINT: implicit by design
  Result(Status status) : status_(std::move(status)) {      // NOLINT
    if (status_.ok()) status_ = Status(ErrorCode::InternalError, "a failed result without an error");
  }
  Result(Error error) : Result(Status(std::move(error))) {}  // NOLINT

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  const Status& status() const { return status_; }

  T& value() & { assert(ok()); return *value_; }
  const T& value() const& { assert(ok()); return *value_; }
  T&& value() && { assert(ok()); return std::move(*value_); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

 private:
  std::optional<T> value_;
  Status status_;
};

}  // namespace cgx

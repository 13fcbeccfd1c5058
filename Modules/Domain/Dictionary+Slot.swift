extension Dictionary {
  /// The value for `key`, with `value()` put in first when there is none: the key is hashed once
  /// either way, where a lookup followed by an insert hashes it twice. A large calendar's thousands
  /// of distinct titles and UIDs are each looked up so. (Public, not `package`: the conformance and
  /// fuzzing scripts compile the modules without a package name.)
  @inlinable public mutating func value(for key: Key, inserting value: @autoclosure () -> Value) -> Value {
    Self.valueIn(&self[key, default: value()])
  }

  @inlinable static func valueIn(_ slot: inout Value) -> Value { slot }
}

/// A JSON document with object keys kept in the order they were written, so the command-line
/// contract's objects print with their fields in the documented order on every platform.
public indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// A decimal such as a ratio, written with at most `JSONWriter.fractionDigits` digits after the
  /// point (`0.6977`, `1.25`, `1`), so output is the same on every machine; not finite is `null`.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

  /// Compact form on one line (what scripts and Waybar read).
  public func serialized() -> String { written(pretty: false) }

  /// Two-space indented form for people.
  public func pretty() -> String { written(pretty: true) }

  private func written(pretty: Bool) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.value(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}

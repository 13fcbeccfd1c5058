/// JSON text written value by value into a byte buffer, in exactly the layout `JSONValue` prints.
///
/// `JSONValue` serializes through this writer, so there is one layout and one escaping; a caller
/// with a long array (hundreds of thousands of calendar events) writes its items one by one and
/// hands `bytes` on between them instead of building the whole tree and then one giant string.
public struct JSONWriter: Sendable {
  /// The text written so far. A streaming caller may hand it on and empty it between values.
  public var bytes: [UInt8] = []
  private let pretty: Bool
  /// How many arrays and objects are open.
  private var depth = 0
  /// Whether the innermost open one has a member yet (empty ones close as `[]`/`{}`). The ones
  /// around it always do: it is one.
  private var hasMembers = false
  /// A key was just written, so the value that follows needs no separator.
  private var afterKey = false

  /// - Parameter pretty: two-space indented, one member per line (`JSONValue.pretty()`); else one
  ///   compact line (`JSONValue.serialized()`).
  public init(pretty: Bool) { self.pretty = pretty }

  public mutating func beginArray() { begin(UInt8(ascii: "[")) }
  public mutating func endArray() { end(UInt8(ascii: "]")) }
  public mutating func beginObject() { begin(UInt8(ascii: "{")) }
  public mutating func endObject() { end(UInt8(ascii: "}")) }

  /// An object member's name; its value is written next.
  public mutating func key(_ name: String) {
    separate()
    quoted(name)
    if pretty {
      bytes.append(UInt8(ascii: ":"))
      bytes.append(UInt8(ascii: " "))
    } else {
      bytes.append(UInt8(ascii: ":"))
    }
    afterKey = true
  }

  public mutating func string(_ text: String) {
    separate()
    quoted(text)
  }

  /// A string given as UTF-8 bytes, e.g. a timestamp formatted into a reused buffer.
  public mutating func string(utf8: [UInt8]) {
    separate()
    utf8.withUnsafeBufferPointer { escaped($0) }
  }

  public mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
  }

  public mutating func int(_ value: Int) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Digits kept after the decimal point of a `number`: a ratio to 1/10,000 is finer than any
  /// stopwatch a child holds, and a fixed precision keeps output stable across platforms.
  public static let fractionDigits = 4

  /// A decimal rounded to `fractionDigits` places, trailing zeros dropped (`0.6977`, `1.25`, `1`,
  /// `-0.5`); NaN and the infinities, which JSON cannot hold, are written as `null`.
  public mutating func number(_ value: Double) {
    guard value.isFinite else {
      null()
      return
    }
    separate()
    bytes.append(contentsOf: Self.decimal(value).utf8)
  }

  /// The text of a finite number as `number(_:)` writes it.
  static func decimal(_ value: Double) -> String {
    var scale = 1.0
    for _ in 0..<fractionDigits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    // Beyond 2^53 a Double has no fraction left to round; Swift's shortest form is valid JSON.
    guard scaled < 9_007_199_254_740_992 else { return value.description }
    let units = Int64(scaled)
    let divisor = Int64(scale)
    let sign = value < 0 && units != 0 ? "-" : ""
    var text = sign + String(units / divisor)
    var fraction = String(units % divisor)
    guard fraction != "0" else { return text }
    fraction = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    text += "." + fraction
    return text
  }

  public mutating func null() {
    separate()
    bytes.append(contentsOf: "null".utf8)
  }

  /// A whole document or subtree.
  public mutating func value(_ json: JSONValue) {
    switch json {
    case .null: null()
    case .bool(let b): bool(b)
    case .int(let i): int(i)
    case .number(let n): number(n)
    case .string(let s): string(s)
    case .array(let items):
      beginArray()
      for item in items { value(item) }
      endArray()
    case .object(let fields):
      beginObject()
      for (name, item) in fields {
        key(name)
        value(item)
      }
      endObject()
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func begin(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    depth += 1
    hasMembers = false
  }

  private mutating func end(_ bracket: UInt8) {
    depth -= 1
    if hasMembers { newline() }
    bytes.append(bracket)
    hasMembers = true
  }

  /// What goes before a value or key: nothing after a key or at the top, else a comma after an
  /// earlier member and, when pretty, a new line indented to the container's depth.
  private mutating func separate() {
    if afterKey {
      afterKey = false
      return
    }
    guard depth > 0 else { return }
    if hasMembers { bytes.append(UInt8(ascii: ",")) }
    hasMembers = true
    newline()
  }

  private mutating func newline() {
    guard pretty else { return }
    bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<2 * depth { bytes.append(UInt8(ascii: " ")) }
  }

  private mutating func quoted(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ escaped($0) }) != nil { return }
    // Only bridged strings are not contiguous UTF-8 already.
    var text = text
    text.makeContiguousUTF8()
    text.utf8.withContiguousStorageIfAvailable { escaped($0) }
  }

  /// Quotes and escapes UTF-8 text. Bytes of multi-byte characters are all 0x80 or more, so
  /// escaping byte by byte is escaping character by character; unescaped runs are copied whole.
  /// C1 controls, the direction controls, U+2028/2029 and U+00AD are written as `\uXXXX` too: valid JSON raw, but a
  /// reader that prints a value (`jq -r`, a log) would hand them to a terminal as they are.
  private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    var runStart = 0
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      let start = index
      index += 1
      if byte >= 0x80 {
        guard let (scalar, length) = Self.invisibleScalar(utf8, at: start) else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<start]))
        index = start + length
        runStart = index
        bytes.append(contentsOf: "\\u".utf8)
        for shift: UInt32 in [12, 8, 4, 0] { bytes.append(Self.hexDigits[Int((scalar >> shift) & 0xF)]) }
        continue
      }
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<start]))
      runStart = index
      bytes.append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
      case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
      case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
      case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
      default:
        bytes.append(contentsOf: "u00".utf8)
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0xF)])
      }
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    bytes.append(UInt8(ascii: "\""))
  }

  /// The C1 control (U+0080–U+009F), direction control (U+061C, U+200E/F, U+202A–U+202E,
  /// U+2066–U+2069), line or paragraph separator (U+2028/2029: a line break to whatever prints the
  /// value, and not allowed in JavaScript strings before ES2019) or soft hyphen (U+00AD, invisible)
  /// whose UTF-8 starts at `start`, with its length in bytes; nil for any other character.
  private static func invisibleScalar(_ utf8: UnsafeBufferPointer<UInt8>, at start: Int) -> (UInt32, Int)? {
    let lead = utf8[start]
    switch lead {
    case 0xC2, 0xD8:
      guard start + 1 < utf8.count else { return nil }
      let scalar = (UInt32(lead & 0x1F) << 6) | UInt32(utf8[start + 1] & 0x3F)
      return (0x80...0x9F).contains(scalar) || scalar == 0xAD || scalar == 0x061C ? (scalar, 2) : nil
    case 0xE2:
      guard start + 2 < utf8.count else { return nil }
      let scalar =
        (UInt32(lead & 0x0F) << 12) | (UInt32(utf8[start + 1] & 0x3F) << 6) | UInt32(utf8[start + 2] & 0x3F)
      switch scalar {
      case 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return (scalar, 3)
      default: return nil
      }
    default: return nil
    }
  }
}

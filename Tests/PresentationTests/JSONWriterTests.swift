import Domain
import Foundation
import Presentation
import Testing

@Suite("JSON written value by value")
struct JSONWriterTests {
  static let document = JSONValue.object([
    ("empty list", .array([])), ("empty object", .object([])),
    ("nested", .array([.int(-1), .array([.null, .object([("k", .bool(false))])]), .object([])])),
    ("text", .string("Zoo \"trip\" \\ 🎒 e\u{301}")),
  ])

  @Test("pretty output is two-space indented, one member a line, empty containers closed on the spot")
  func prettyLayout() {
    #expect(
      Self.document.pretty().utf8.elementsEqual(
        """
        {
          "empty list": [],
          "empty object": {},
          "nested": [
            -1,
            [
              null,
              {
                "k": false
              }
            ],
            {}
          ],
          "text": "Zoo \\"trip\\" \\\\ 🎒 e\u{301}"
        }
        """.utf8))
  }

  @Test("compact output has no spaces or line breaks")
  func compactLayout() {
    #expect(
      Self.document.serialized().utf8.elementsEqual(
        #"{"empty list":[],"empty object":{},"nested":[-1,[null,{"k":false}],{}],"text":"Zoo \"trip\" \\ 🎒 e\#u{301}"}"#
          .utf8))
  }

  @Test("writing token by token gives what the tree gives")
  func tokensEqualTree() {
    var writer = JSONWriter(pretty: true)
    writer.beginObject()
    writer.key("empty list")
    writer.beginArray()
    writer.endArray()
    writer.key("empty object")
    writer.value(.object([]))
    writer.key("nested")
    writer.beginArray()
    writer.int(-1)
    writer.value(.array([.null, .object([("k", .bool(false))])]))
    writer.beginObject()
    writer.endObject()
    writer.endArray()
    writer.key("text")
    writer.string(utf8: Array("Zoo \"trip\" \\ 🎒 e\u{301}".utf8))
    writer.endObject()
    #expect(writer.bytes == Array(Self.document.pretty().utf8))
  }

  @Test("control characters are escaped, everything else above them is kept as it is")
  func escaping() throws {
    let text = "\u{0}\u{1}\u{8}\t\n\u{B}\u{C}\r\u{1B}\u{1F} \u{7F}\u{A0}\u{2028}€😀\"\\/"
    #expect(
      JSONValue.string(text).serialized().utf8.elementsEqual(
        "\"\\u0000\\u0001\\u0008\\t\\n\\u000b\\u000c\\r\\u001b\\u001f \u{7F}\u{A0}\\u2028€😀\\\"\\\\/\"".utf8))
    let parsed =
      try JSONSerialization.jsonObject(
        with: Data(JSONValue.array([.string(text)]).pretty().utf8)) as? [String]
    #expect(parsed == [text])
  }

  @Test("numbers and dates are written with zeros in front to their width")
  func decimals() {
    var bytes: [UInt8] = []
    for (n, width) in [(0, 2), (7, 2), (59, 2), (123, 2), (5, 4), (2026, 4), (12345, 4), (0, 1), (-5, 4), (-12345, 2)] {
      bytes.appendDecimal(n, width: width)
      bytes.append(UInt8(ascii: " "))
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "00 07 59 123 0005 2026 12345 0 00-5 -12345 ")
    #expect(LocalDate(year: 987, month: 3, day: 4)?.description == "0987-03-04")
    #expect(LocalDate("2026-06-09")?.description == "2026-06-09")
  }
}

import Domain
import Foundation
import Presentation
import Testing

@Suite("JSON output")
struct JSONValueTests {
  @Test("objects keep field order and strings are escaped")
  func serialization() {
    let value = JSONValue.object([("b", .int(1)), ("a", .string("quote \" slash \\ line\n\u{1}")), ("n", .null)])
    #expect(value.serialized() == #"{"b":1,"a":"quote \" slash \\ line\n\u0001","n":null}"#)
  }

  @Test("pretty output parses back to the same document")
  func prettyParses() throws {
    let value = JSONValue.object([
      ("list", .array([.bool(true), .string("Free day · Winter Break"), .array([])])), ("o", .object([])),
    ])
    let parsed = try JSONSerialization.jsonObject(with: Data(value.pretty().utf8)) as? [String: Any]
    #expect((parsed?["list"] as? [Any])?.count == 3)
    #expect((parsed?["list"] as? [Any])?[1] as? String == "Free day · Winter Break")
  }

  @Test("the context object has the contract's fields")
  func contextFields() throws {
    let context = DayContext(
      date: LocalDate("2026-12-21")!, kind: .freeDay, reason: "Winter Break", rule: .freeDayMarker,
      events: ["Winter Break"], next: .init(date: LocalDate("2027-01-04")!, kind: .schoolDay))
    let object = try JSONSerialization.jsonObject(with: Data(context.json.serialized().utf8)) as! [String: Any]
    #expect(Set(object.keys) == ["date", "kind", "freeAfternoon", "reason", "rule", "chip", "events", "next"])
    #expect(object["kind"] as? String == "freeDay")
    #expect(object["rule"] as? String == "freeDayMarker")
    let next = object["next"] as! [String: Any]
    #expect(Set(next.keys) == ["date", "kind", "chip"])
    #expect(next["date"] as? String == "2027-01-04")
  }

  @Test("decimal numbers are written to four places, trailing zeros dropped, the same on every machine")
  func numbers() {
    let cases: [(Double, String)] = [
      (1, "1"), (0, "0"), (-0.0, "0"), (1.25, "1.25"), (300.0 / 430.0, "0.6977"), (2.0 / 3.0, "0.6667"),
      (0.00004, "0"), (0.00005, "0.0001"), (-0.5, "-0.5"), (-0.00001, "0"), (12.3456789, "12.3457"),
      (43_200, "43200"), (0.1 + 0.2, "0.3"), (1e20, "1e+20"),
    ]
    for (value, text) in cases {
      #expect(JSONValue.number(value).serialized() == text, "\(value)")
    }
    #expect(JSONValue.number(.nan).serialized() == "null")
    #expect(JSONValue.number(.infinity).serialized() == "null")
    let object = JSONValue.object([("ratio", .number(0.5)), ("none", .number(-.infinity))])
    #expect(object.serialized() == #"{"ratio":0.5,"none":null}"#)
    #expect(object.pretty() == "{\n  \"ratio\": 0.5,\n  \"none\": null\n}")
  }

  @Test("every written number parses back to the value rounded to four places")
  func numbersParse() throws {
    for value in [0.6977, 1.0 / 7.0, 123.45678, -3.33333, 1e-7, 99_999.99999] {
      let text = JSONValue.array([.number(value)]).serialized()
      let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Double])
      #expect(abs(parsed[0] - (value * 10_000).rounded() / 10_000) < 1e-9, "\(text)")
    }
  }
}

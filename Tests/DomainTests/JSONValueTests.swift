import Domain
import Foundation
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
}

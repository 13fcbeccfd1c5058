import CalendarIO
import NetworkIO
import Testing

/// Issue 23: how the programs read the helper's output as it arrives, a piece at a time: they wait
/// for the rest of an answer begun, and give up on output that can be no answer, however it grows.
@Suite("The network helper's output read as it arrives")
struct FetchHelperFrameTests {
  static let response = HTTPFetchResponse(
    status: 200, headers: [HTTPHeader("Content-Type", "text/calendar")], body: Array("BEGIN:VCALENDAR".utf8))

  @Test("a head line still without its end is waited for up to its limit; at the limit it is garbage")
  func headWithoutEnd() {
    let most = FetchHelperWire.maxHeadBytes
    let short = ArraySlice([UInt8](repeating: UInt8(ascii: "{"), count: most - 1))
    let long = ArraySlice([UInt8](repeating: UInt8(ascii: "{"), count: most))
    #expect(Self.kind(FetchHelperWire.frame(short, limit: { _ in 100 })) == "partial")
    #expect(Self.kind(FetchHelperWire.frame(long, limit: { _ in 100 })) == "garbage")
  }

  @Test("an answer whose body has not all arrived is waited for; whole, it is read with its size")
  func bodyArriving() {
    let answer = FetchHelperWire.answer(.success(Self.response), id: 7)
    #expect(Self.kind(FetchHelperWire.frame(answer.dropLast(), limit: { _ in 100 })) == "partial")
    #expect(Self.kind(FetchHelperWire.frame(answer[...], limit: { _ in 100 })) == "whole")
    guard case .whole(let id, let result, let size) = FetchHelperWire.frame(answer[...] + [1, 2], limit: { _ in 100 })
    else {
      Issue.record("a whole answer was not read")
      return
    }
    #expect(id == 7)
    #expect(size == answer.count)
    #expect(result == .success(Self.response))
  }

  @Test("a body over the request's limit, or an answer to a request never made, is garbage")
  func overLimitOrUnasked() {
    let answer = FetchHelperWire.answer(.success(Self.response), id: 7)
    let length = Self.response.body.count
    #expect(Self.kind(FetchHelperWire.frame(answer[...], limit: { _ in length })) == "whole")
    #expect(Self.kind(FetchHelperWire.frame(answer[...], limit: { _ in length - 1 })) == "garbage")
    #expect(Self.kind(FetchHelperWire.frame(answer[...], limit: { $0 == 7 ? nil : 100 })) == "garbage")
  }

  static func kind(_ frame: FetchHelperWire.Frame) -> String {
    switch frame {
    case .whole: "whole"
    case .partial: "partial"
    case .garbage: "garbage"
    }
  }
}

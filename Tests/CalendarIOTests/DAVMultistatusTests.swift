import Testing

@testable import CalendarIO

/// The DAV reader on answers written by hand, where the real servers of `CalDAVSourceTests` never
/// go: XML allows white space around an attribute's `=` (its `Eq`), and a server that writes its
/// namespace declarations so must read as one that does not.
@Suite("A DAV multistatus read from its XML")
struct DAVMultistatusTests {
  static let tight = """
    <?xml version="1.0" encoding="utf-8"?>
    <D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:response>\
    <D:href>/dav/school/</D:href><D:propstat><D:prop><D:displayname>School</D:displayname>\
    <D:resourcetype><D:collection/><C:calendar/></D:resourcetype></D:prop>\
    <D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response></D:multistatus>
    """

  @Test("white space before and after an attribute's = reads as none: the same namespaces, the same calendar")
  func spacedEquals() throws {
    let expected = try DAVMultistatus.parse(Array(Self.tight.utf8))
    #expect(expected.count == 1)
    #expect(expected.first?.isCalendar == true && expected.first?.displayName == "School")
    for (before, after) in [(" ", ""), ("", " "), ("\n\t", "\r\n ")] {
      let spaced = Self.tight.replacingOccurrences(of: "xmlns:D=", with: "xmlns:D\(before)=\(after)")
        .replacingOccurrences(of: "xmlns:C=", with: "xmlns:C\(before)=\(after)")
      #expect(try DAVMultistatus.parse(Array(spaced.utf8)) == expected, "'\(before)' = '\(after)'")
    }
  }

  @Test("an answer cut at any byte, spaced attributes included, is refused as malformed, never a crash")
  func cutAnywhere() {
    let spaced = Self.tight.replacingOccurrences(of: "xmlns:D=", with: "xmlns:D = ")
    for answer in [Self.tight, spaced] {
      let bytes = Array(answer.utf8)
      for end in 0..<bytes.count {
        #expect(throws: FeedProblem.self, "cut after \(end) bytes") { try DAVMultistatus.parse(Array(bytes[..<end])) }
      }
    }
  }
}

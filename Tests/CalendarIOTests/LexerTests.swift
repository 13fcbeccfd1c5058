import Testing

@testable import CalendarIO

@Suite("Content lines are split and unfolded on bytes")
struct LexerTests {
  private func lines(_ bytes: [UInt8]) -> [(Int, String)] {
    let lexer = ContentLexer(bytes: bytes)
    var out: [(Int, String)] = []
    while let line = lexer.next(want: { _ in .text }) { out.append((line.number, Bytes.string(line.text))) }
    return out
  }

  @Test("CRLF, LF and lone CR all end lines, and blank lines are skipped")
  func lineEnds() {
    let got = lines(Array("A:1\r\nB:2\nC:3\rD:4\r\n\r\nE:5".utf8))
    #expect(got.map(\.1) == ["A:1", "B:2", "C:3", "D:4", "E:5"])
    #expect(got.map(\.0) == [1, 2, 3, 4, 6])
  }

  @Test("a UTF-8 byte order mark at the start is ignored")
  func bom() {
    let got = lines([0xEF, 0xBB, 0xBF] + Array("BEGIN:VCALENDAR\r\n".utf8))
    #expect(got.map(\.1) == ["BEGIN:VCALENDAR"])
  }

  @Test("folding is undone before decoding, even inside a multi-byte character")
  func foldInsideCharacter() {
    let ue = Array("ü".utf8)  // two bytes
    let bytes = Array("SUMMARY:Gr".utf8) + [ue[0]] + Array("\r\n ".utf8) + [ue[1]] + Array("n\r\n\tzeug\r\n".utf8)
    let got = lines(bytes)
    #expect(got.count == 1)
    #expect(got.first?.1 == "SUMMARY:Grünzeug")
  }

  @Test("lines the caller does not want are skipped without unfolding, and line numbers still count")
  func unwantedLinesSkipped() {
    let lexer = ContentLexer(bytes: Array("DESCRIPTION:long\r\n  text\r\n more\r\nUID:x\r\n".utf8))
    let first = lexer.next(want: { Bytes.equalsIgnoringCase($0, "DESCRIPTION") ? .skip : .text })
    #expect(first.map { Bytes.string($0.text) } == "DESCRIPTION")
    let second = lexer.next(want: { _ in .text })
    #expect(second?.number == 4)
    #expect(second.map { Bytes.string($0.text) } == "UID:x")
  }

  @Test("quoted parameter values may hold ':' ';' and ','; RFC 6868 escapes are decoded")
  func quotedParameters() throws {
    let lexer = ContentLexer(
      bytes: Array("DTSTART;TZID=\"Zone: odd; name, x\";X-A=a,\"b:c\";X-B=^'q^'^n:20260101T080000".utf8))
    let next = lexer.next(want: { _ in .text })
    let line = try #require(next)
    let p = try #require(Property(line))
    #expect(p.parameter("TZID") == "Zone: odd; name, x")
    #expect(p.parameters.first { $0.name == "X-A" }?.values == ["a", "b:c"])
    #expect(p.parameter("X-B") == "\"q\"\n")
    #expect(p.valueString == "20260101T080000")
  }

  @Test("TEXT escapes \\\\ \\; \\, \\n and \\N are decoded")
  func textEscapes() {
    #expect(Bytes.withSpan(#"a\\b\;c\,d\ne\Nf"#) { Bytes.unescapeText($0) } == "a\\b;c,d\ne\nf")
  }

  @Test("a line with no ':' is not a property")
  func brokenLine() {
    let lexer = ContentLexer(bytes: Array("JUST TEXT\r\n".utf8))
    let line = lexer.next(want: { _ in .text })!
    #expect(Property(line) == nil)
  }

  @Test("the line-end search finds the first CR or LF exactly, at every offset and alignment")
  func lineEndExact() {
    // Bytes near the searched values (0x0B, 0x0C, 0x8A, 0x8D) and multi-byte UTF-8 must never match.
    let alphabet: [UInt8] = [0x41, 0x20, 0x0B, 0x0C, 0x8A, 0x8D, 0xC3, 0xA9, 0xFF, 0x00, 0x09, 0x0A, 0x0D]
    var generator = SystemRandomNumberGenerator()
    for length in 0..<70 {
      for _ in 0..<30 {
        let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        bytes.withUnsafeBufferPointer { buf in
          for from in 0...length {
            let expected = (from..<length).first { buf[$0] == 0x0A || buf[$0] == 0x0D } ?? length
            #expect(ContentLexer.lineEnd(buf, from: from) == expected, "\(bytes) from \(from)")
          }
        }
      }
    }
  }
}

import Domain
import Testing

@Suite("Stored text is visible, joined only where a script needs it, and bounded in bytes")
struct StoredTextVisibilityTests {
  /// Default-ignorable and blank-looking characters, one of each range `StoredText.isInvisible` lists.
  static let invisible: [Unicode.Scalar] = [
    "\u{AD}", "\u{34F}", "\u{61C}", "\u{115F}", "\u{1160}", "\u{17B4}", "\u{180E}", "\u{200B}", "\u{200E}",
    "\u{202E}", "\u{2028}", "\u{2029}", "\u{2060}", "\u{206F}", "\u{2800}", "\u{3164}", "\u{FE0F}", "\u{FEFF}",
    "\u{FFA0}", "\u{1BCA0}", "\u{1D173}", "\u{E0001}", "\u{E0041}", "\u{E0100}", "\u{200C}", "\u{200D}",
  ]

  @Test("each invisible character alone is refused as every kind of text", arguments: invisible)
  func alone(scalar: Unicode.Scalar) {
    #expect(StoredText.isInvisible(scalar))
    for kind in StoredTextKind.allCases {
      #expect(StoredText.problem(in: String(Character(scalar)), as: kind) != nil, "\(kind)")
      #expect(StoredText.problem(in: " \(scalar)\(scalar) ", as: kind) != nil, "\(kind)")
    }
  }

  @Test("each invisible character inside a Latin name is refused, naming its code", arguments: invisible)
  func inside(scalar: Unicode.Scalar) throws {
    let problem = try #require(StoredText.problem(in: "Ma\(scalar)ya", as: .playerName))
    #expect(problem.contains(String(scalar.value, radix: 16, uppercase: true)))
    #expect(problem.contains("type it again without it"))
    #expect(throws: DomainError.self) { try Player.validate(name: "Ma\(scalar)ya") }
  }

  @Test(
    "joiners, variation selectors and tags where a script or an emoji needs them are kept",
    arguments: [
      "می\u{200C}خواهم",  // Persian: ZWNJ between two Arabic letters
      "ک\u{200D}ی",  // ZWJ between Arabic letters
      "क\u{94D}\u{200D}ष",  // Devanagari half form: ZWJ after the virama
      "क\u{94D}\u{200C}ष",
      "👩\u{200D}💻",
      "👨\u{200D}👩\u{200D}👧\u{200D}👦",
      "🏳\u{FE0F}\u{200D}🌈",
      "👋🏽\u{200D}🔥",
      "Maya ❤\u{FE0F}",
      "1\u{FE0F}\u{20E3}",
      "葛\u{E0100}城",  // an ideographic variation sequence
      "ᠮᠣᠩ\u{180B}ᠭᠣᠯ",
      "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    ])
  func joinersKept(name: String) throws {
    #expect(StoredText.problem(in: name, as: .playerName) == nil)
    #expect(try Player.validate(name: name) == name.precomposedStringWithCanonicalMapping)
  }

  @Test(
    "a joiner where no script needs it is refused, saying where it belongs",
    arguments: [
      "Ma\u{200D}ya", "Ma\u{200C}ya", "\u{200D}Maya", "Maya\u{200D}", "1\u{200D}2", "#\u{200D}*", "👩\u{200D}a",
      "a\u{200D}👩", "می\u{200D}a", "a\u{200C}ی", "👩\u{200D}\u{200D}💻", "\u{FE0F}Maya", "Ma \u{FE0F}ya", "a\u{E0067}",
    ])
  func strayJoiners(name: String) throws {
    #expect(throws: DomainError.self) { try Player.validate(name: name) }
    #expect(StoredText.problem(in: name, as: .note) != nil)
  }

  @Test("the joiner's message says where a joiner belongs")
  func joinerMessage() throws {
    let problem = try #require(StoredText.problem(in: "Ma\u{200D}ya", as: .playerName))
    #expect(problem.contains("U+200D"))
    #expect(problem.contains("joining script"))
  }

  @Test("only a joiner's message speaks of joining scripts: ZWNJ's does, a soft hyphen's does not")
  func joinerMessageOnlyForJoiners() throws {
    let zwnj = try #require(StoredText.problem(in: "Ma\u{200C}ya", as: .playerName))
    #expect(zwnj.contains("U+200C") && zwnj.contains("joining script"))
    let softHyphen = try #require(StoredText.problem(in: "Ma\u{AD}ya", as: .playerName))
    #expect(softHyphen.contains("U+00AD") && !softHyphen.contains("joining script"))
  }

  @Test("a joiner beside a joining script's digits, not its letters, is refused")
  func joinerBetweenDigits() {
    #expect(StoredText.problem(in: "\u{661}\u{200C}\u{662}", as: .playerName) != nil)
    #expect(StoredText.problem(in: "\u{645}\u{200C}\u{64A}", as: .playerName) == nil)
  }

  @Test("byte limits are four bytes per character of the limit", arguments: StoredTextKind.allCases)
  func byteLimit(kind: StoredTextKind) {
    #expect(kind.byteLimit == kind.limit * 4)
  }

  @Test("CJK and one-scalar emoji fit at the full character limit", arguments: StoredTextKind.allCases)
  func wideFits(kind: StoredTextKind) {
    #expect(StoredText.problem(in: String(repeating: "漢", count: kind.limit), as: kind) == nil)
    #expect(StoredText.problem(in: String(repeating: "🪥", count: kind.limit), as: kind) == nil)
  }

  @Test("text at the byte limit is kept, one byte over is refused naming the bytes", arguments: StoredTextKind.allCases)
  func bytesAtLimit(kind: StoredTextKind) throws {
    // One base letter carrying accents of two bytes each: one character, as many bytes as we like.
    let accents = (kind.byteLimit - 1) / 2
    let atLimit =
      "a" + String(repeating: "\u{301}", count: accents) + String(repeating: "b", count: (kind.byteLimit - 1) % 2)
    #expect(atLimit.utf8.count == kind.byteLimit)
    #expect(StoredText.problem(in: atLimit, as: kind) == nil)
    let over = try #require(StoredText.problem(in: atLimit + "c", as: kind))
    #expect(over.contains("\(kind.byteLimit + 1) bytes"))
    #expect(over.contains("at most \(kind.byteLimit) bytes"))
  }

  @Test("an 80 KB name of one character is refused, and so are forty family emoji")
  func huge() {
    #expect(StoredText.problem(in: "Z" + String(repeating: "\u{301}", count: 40_000), as: .playerName) != nil)
    let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
    #expect(StoredText.problem(in: String(repeating: family, count: 40), as: .playerName) != nil)
    #expect(StoredText.problem(in: String(repeating: family, count: 6), as: .playerName) == nil)
  }

  @Test(
    "the character limit counts characters: a letter with a combining accent (two scalars) is one",
    arguments: [StoredTextKind.playerName, .note])
  func twoScalarCharacters(kind: StoredTextKind) throws {
    let character = "q\u{307}"  // no precomposed form: two scalars, three bytes, in NFC too
    let longest = String(repeating: character, count: kind.limit)
    #expect(try StoredText.validate(longest, as: kind) == longest)
    let over = try #require(StoredText.problem(in: longest + character, as: kind))
    #expect(over.contains("is \(kind.limit + 1) characters long"))
  }
}

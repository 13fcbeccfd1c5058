/// How a calendar location is shown: a secret address is a credential (whoever has it reads the
/// calendar), so it is kept only in the settings file and masked everywhere else — output, errors,
/// warnings, JSON, HTML, notifications.
///
/// What counts as secret errs on masking, since a masked public address costs only looks:
/// - the password of `user:password@` (`user:****@`), and a lone user part (`****@`), which
///   services use for a token as often as for a name;
/// - a Google `private-…` path segment (`private-****`), with the segments before it, which name
///   the calendar's owner (`https://calendar.google.com/…/private-****/basic.ics`);
/// - every query value (`?token=****`) and a fragment;
/// - a path segment's random-looking run (`****`): a GUID, 16 letters and digits without a
///   separator, 32 without one of any kind, or 16 in a row of letters and digits that change
///   from one to the other at least three times — the published-calendar tokens of Outlook and
///   iCloud. Words and dates ("2025-2026-school-year") stay.
/// A location without `scheme://` (a file, a folder, `holidays:US`) is shown as it is.
public enum SecretMask {
  public static let stars = "****"

  /// `location` with its secrets masked; unchanged when it is not a URL or holds no secret.
  public static func location(_ location: String) -> String {
    guard let schemeEnd = schemeEnd(in: Substring(location)) else { return location }
    let scheme = location[..<schemeEnd]
    let rest = location[schemeEnd...]
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    var result = String(scheme) + maskedAuthority(rest[..<authorityEnd])
    var tail = rest[authorityEnd...]
    var fragment: Substring?
    if let hash = tail.firstIndex(of: "#") {
      fragment = tail[tail.index(after: hash)...]
      tail = tail[..<hash]
    }
    var query: Substring?
    if let mark = tail.firstIndex(of: "?") {
      query = tail[tail.index(after: mark)...]
      tail = tail[..<mark]
    }
    result += maskedPath(tail)
    if let query { result += "?" + maskedQuery(query) }
    if let fragment { result += "#" + (fragment.isEmpty ? "" : stars) }
    return result
  }

  /// `text` with every URL in it masked as `location(_:)` masks one: for messages that quote what
  /// was typed or read ("Unexpected argument '…'", an error naming a source).
  public static func text(_ text: String) -> String {
    guard text.contains("://") else { return text }
    var result = ""
    var index = text.startIndex
    while let separator = text[index...].range(of: "://") {
      // The scheme is the run of scheme characters right before "://".
      var start = separator.lowerBound
      while start > index, isSchemeCharacter(text[text.index(before: start)]) { start = text.index(before: start) }
      while start < separator.lowerBound, !text[start].isLetter { start = text.index(after: start) }
      var end = separator.upperBound
      while end < text.endIndex, !endsURL(text[end]) { end = text.index(after: end) }
      // Punctuation closing the sentence is not part of the address.
      while end > separator.upperBound, ".,;:)]!".contains(text[text.index(before: end)]) {
        end = text.index(before: end)
      }
      result += text[index..<start]
      result += start < separator.lowerBound ? location(String(text[start..<end])) : String(text[start..<end])
      index = end
    }
    return result + text[index...]
  }

  /// The index after `scheme://` when `text` starts with one.
  static func schemeEnd(in text: Substring) -> String.Index? {
    guard let separator = text.range(of: "://"), let first = text.first, first.isLetter,
      text[..<separator.lowerBound].allSatisfy(isSchemeCharacter)
    else { return nil }
    return separator.upperBound
  }

  static func isSchemeCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
  }

  static func endsURL(_ character: Character) -> Bool {
    character.isWhitespace || "'\"<>`".contains(character) || character.unicodeScalars.first!.value < 0x20
  }

  static func maskedAuthority(_ authority: Substring) -> String {
    guard let at = authority.lastIndex(of: "@") else { return String(authority) }
    let userInfo = authority[..<at]
    let host = authority[authority.index(after: at)...]
    guard let colon = userInfo.firstIndex(of: ":"), colon != userInfo.startIndex else { return stars + "@" + host }
    return userInfo[..<colon] + ":" + stars + "@" + host
  }

  static func maskedPath(_ path: Substring) -> String {
    var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if let secret = segments.lastIndex(where: { $0.lowercased().hasPrefix("private-") }) {
      segments[secret] = String(segments[secret].prefix("private-".count)) + stars
      // Before it, Google names the calendar's owner (an address); the leading "" keeps the slash.
      if secret > 1 { segments.replaceSubrange(1..<secret, with: ["…"]) }
    }
    return segments.map(maskedSegment).joined(separator: "/")
  }

  /// A segment with each random-looking run of letters, digits, `-` and `_` masked.
  static func maskedSegment(_ segment: String) -> String {
    var result = ""
    var run = ""
    func flush() {
      result += isRandomLooking(run) ? stars : run
      run = ""
    }
    for character in segment {
      if character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_") {
        run.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  static func isRandomLooking(_ run: String) -> Bool {
    if isGUID(run) { return true }
    for piece in run.split(whereSeparator: { $0 == "-" || $0 == "_" }) {
      if piece.count >= 32 { return true }
      if piece.count >= 16, piece.contains(where: \.isLetter), piece.contains(where: \.isNumber) { return true }
    }
    let alphanumerics = run.filter { $0 != "-" && $0 != "_" }
    guard alphanumerics.count >= 16 else { return false }
    var changes = 0
    for (a, b) in zip(alphanumerics, alphanumerics.dropFirst()) where a.isNumber != b.isNumber { changes += 1 }
    return changes >= 3
  }

  static func isGUID(_ run: String) -> Bool {
    let groups = run.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }

  static func maskedQuery(_ query: Substring) -> String {
    query.split(separator: "&", omittingEmptySubsequences: false).map { pair in
      guard let equals = pair.firstIndex(of: "=") else { return pair.isEmpty ? "" : stars }
      return pair[...equals] + (pair[pair.index(after: equals)...].isEmpty ? "" : stars)
    }.joined(separator: "&")
  }
}

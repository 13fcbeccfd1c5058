/// FNV-1a over bytes: names a word list for finding what was generated from it at build time
/// (`KeywordMatcher`, `SchoolLevelReader`), so that no edit of a word goes unnoticed. Not for
/// anything an adversary chooses: the lists are the packs'.
struct Fingerprint {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }

  /// The string's bytes and a byte no UTF-8 has, so that "ab","c" and "a","bc" differ.
  mutating func add(_ string: String) {
    for byte in string.utf8 { add(byte) }
    add(0xFF)
  }
}

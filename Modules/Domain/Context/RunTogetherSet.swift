/// A set of keys, each a name's bytes with its spaces left out (as the matcher keys a whole-word
/// keyword), looked up by a run of a folded title's words without building anything.
///
/// The holiday names of the built-in data are two thousand such keys, needed on every start that
/// reads a calendar: a hashed table is built in one pass over their bytes, where a trie of them
/// cost more than the rest of the start-up.
struct RunTogetherSet: Sendable {
  /// Open addressing: a slot holds a key's index plus one, or 0 when empty.
  private var slots: [Int32]
  private var hashes: [UInt64]
  private var keyStart: [Int32] = [0]
  private var keyBytes: [UInt8] = []
  /// The longest key in bytes: no run of words longer than this can be one.
  private(set) var longest = 0

  /// The keys of `names` (each already folded, its words separated by single spaces), less those
  /// `excluded` holds.
  init(_ names: some Collection<String>, excluding excluded: RunTogetherSet? = nil) {
    self.init(capacity: names.count)
    var key: [UInt8] = []
    for name in names {
      // Over the name's own bytes (the generated names are literals, which have them), into room
      // made once: walking a string's UTF-8 view byte by byte cost more than hashing the keys.
      let copied: Void? = name.utf8.withContiguousStorageIfAvailable { utf8 in
        if key.count < utf8.count { key = [UInt8](repeating: 0, count: max(utf8.count, 2 * key.count)) }
        key.withUnsafeMutableBufferPointer { room in
          var count = 0
          for byte in utf8 where byte != 0x20 {
            room[count] = byte
            count += 1
          }
          insert(UnsafeBufferPointer(rebasing: room[..<count]), excluding: excluded)
        }
      }
      if copied == nil {
        let bytes = name.utf8.filter { $0 != 0x20 }
        bytes.withUnsafeBufferPointer { insert($0, excluding: excluded) }
      }
    }
  }

  /// Keys given as they are: the run-together bytes of folded texts (`FoldedText.bytes`).
  init(keys: [[UInt8]], excluding excluded: RunTogetherSet? = nil) {
    self.init(capacity: keys.count)
    for key in keys { key.withUnsafeBufferPointer { insert($0, excluding: excluded) } }
  }

  private init(capacity count: Int) {
    var capacity = 16
    while capacity < count * 2 { capacity <<= 1 }
    slots = [Int32](repeating: 0, count: capacity)
    hashes = []
    hashes.reserveCapacity(count)
  }

  private mutating func insert(_ key: UnsafeBufferPointer<UInt8>, excluding excluded: RunTogetherSet?) {
    guard !key.isEmpty else { return }
    let hash = Self.hash(key)
    if let excluded, excluded.contains(key, hash: hash) { return }
    if contains(key, hash: hash) { return }
    let index = Int32(hashes.count)
    hashes.append(hash)
    keyBytes.append(contentsOf: key)
    keyStart.append(Int32(keyBytes.count))
    longest = max(longest, key.count)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = index + 1
  }

  var count: Int { hashes.count }

  /// Whether the key of `name` (a folded name, its words separated by spaces) is one of the keys.
  func contains(_ name: String) -> Bool {
    let key = name.utf8.filter { $0 != 0x20 }
    return key.withUnsafeBufferPointer { contains($0, hash: Self.hash($0)) }
  }

  /// FNV-1a: a key is hashed as the bytes run, so a run of words can extend its hash word by word.
  static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, from seed: UInt64 = seed) -> UInt64 {
    var hash = seed
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  /// Whether `key`, whose hash is `hash`, is one of the keys.
  func contains(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Bool {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let index = Int(slots[slot] - 1)
      if hashes[index] == hash {
        let start = Int(keyStart[index])
        let end = Int(keyStart[index + 1])
        if end - start == key.count, keyBytes[start..<end].elementsEqual(key) { return true }
      }
      slot = (slot + 1) & mask
    }
    return false
  }

  /// Every run of words of `text` that is a key, as the indices of its first and last word.
  func runs(in text: FoldedText) -> [ClosedRange<Int>] {
    var found: [ClosedRange<Int>] = []
    text.bytes.withUnsafeBufferPointer { bytes in
      for first in 0..<text.count {
        let start = text.starts[first]
        var hash = Self.seed
        for last in first..<text.count {
          let end = text.ends[last]
          guard end - start <= longest else { break }
          let from = last == first ? start : text.ends[last - 1]
          hash = Self.hash(UnsafeBufferPointer(rebasing: bytes[from..<end]), from: hash)
          if contains(UnsafeBufferPointer(rebasing: bytes[start..<end]), hash: hash) { found.append(first...last) }
        }
      }
    }
    return found
  }
}

extension RunTogetherSet {
  /// Keys given one a line (a generated table): each line as it is, the spaces already left out.
  init(lines: String) {
    var text = lines
    self = text.withUTF8 { bytes in
      var count = 0
      for byte in bytes where byte == 0x0A { count += 1 }
      var set = RunTogetherSet(capacity: count + 1)
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x0A {
        set.insert(UnsafeBufferPointer(rebasing: bytes[start..<end]), excluding: nil)
        start = end + 1
      }
      return set
    }
  }

  /// The keys in the order they were added: what a generated table writes.
  var keys: [String] {
    (0..<count).map { String(decoding: keyBytes[Int(keyStart[$0])..<Int(keyStart[$0 + 1])], as: UTF8.self) }
  }
}

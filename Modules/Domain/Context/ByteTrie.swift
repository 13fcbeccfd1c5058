import Foundation

/// A trie over byte strings, flattened into arrays once built: walking a title through it costs
/// no allocation, and a walk stops at the first byte no key continues with (for most title
/// words, the first or second byte).
struct ByteTrie: Sendable {
  /// The root's children by byte: most walks start and end there.
  private var rootChildren: [Int32]
  /// Node `n`'s children are `edgeBytes[edgeStart[n]..<edgeStart[n + 1]]`, leading to `edgeTargets`.
  private var edgeStart: [Int32]
  private var edgeBytes: [UInt8]
  private var edgeTargets: [Int32]
  /// Node `n`'s values (indices given when its key was inserted) are `values[valueStart[n]..<valueStart[n + 1]]`.
  private var valueStart: [Int32]
  private var values: [Int32]

  static let root: Int32 = 0

  /// `keys[i]` carries value `i`; empty keys are left out.
  ///
  /// Built from the keys in sorted order, each sharing the previous key's path as far as they
  /// agree, into flat lists of edges and values: no array per node. (The matcher of the holiday
  /// names has two thousand keys and some 20,000 nodes, built on every start that reads a calendar.)
  init(keys: [[UInt8]]) { self.init(keys: keys, order: Self.order(keys)) }

  /// The indices of the non-empty `keys` in the order the trie is built in: by key, then by index.
  static func order(_ keys: [[UInt8]]) -> [Int] {
    // One memcmp a comparison: a few thousand keywords are sorted at every start that reads a calendar.
    keys.indices.filter { !keys[$0].isEmpty }.sorted { a, b in
      let order = keys[a].withUnsafeBytes { x in
        keys[b].withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, min(x.count, y.count)) }
      }
      if order != 0 { return order < 0 }
      return keys[a].count != keys[b].count ? keys[a].count < keys[b].count : a < b
    }
  }

  /// Only the keys `order` lists (a subsequence of `Self.order(keys)`), each carrying its index.
  init(keys: [[UInt8]], order: [Int]) {
    var edgeParents: [Int32] = []
    var edgeList: [(byte: UInt8, target: Int32)] = []
    var valueNodes: [Int32] = []
    var valueList: [Int32] = []
    // Room made once: a key adds at most an edge a byte, and one value.
    let bytes = order.reduce(0) { $0 + keys[$1].count }
    edgeParents.reserveCapacity(bytes)
    edgeList.reserveCapacity(bytes)
    valueNodes.reserveCapacity(order.count)
    valueList.reserveCapacity(order.count)
    var path: [Int32] = [Self.root]
    var previous: [UInt8] = []
    var nodeCount: Int32 = 1
    for index in order {
      let key = keys[index]
      var common = 0
      while common < key.count, common < previous.count, key[common] == previous[common] { common += 1 }
      path.removeSubrange((common + 1)...)
      for depth in common..<key.count {
        edgeParents.append(path[depth])
        edgeList.append((key[depth], nodeCount))
        path.append(nodeCount)
        nodeCount += 1
      }
      valueNodes.append(path[key.count])
      valueList.append(Int32(index))
      previous = key
    }
    // Each node's edges and values side by side, by counting: a node's edges keep the keys' order.
    let nodes = Int(nodeCount)
    func grouped<T>(_ owners: [Int32], _ items: [T], fill: T) -> (start: [Int32], items: [T]) {
      var start = [Int32](repeating: 0, count: nodes + 1)
      for owner in owners { start[Int(owner) + 1] += 1 }
      for n in 0..<nodes { start[n + 1] += start[n] }
      var next = start
      var placed = [T](repeating: fill, count: items.count)
      for (owner, item) in zip(owners, items) {
        placed[Int(next[Int(owner)])] = item
        next[Int(owner)] += 1
      }
      return (start, placed)
    }
    let edges = grouped(edgeParents, edgeList, fill: (0, 0))
    let nodeValues = grouped(valueNodes, valueList, fill: 0)
    rootChildren = [Int32](repeating: -1, count: 256)
    for edge in edges.items[Int(edges.start[0])..<Int(edges.start[1])] { rootChildren[Int(edge.byte)] = edge.target }
    edgeStart = edges.start
    edgeBytes = edges.items.map(\.byte)
    edgeTargets = edges.items.map(\.target)
    valueStart = nodeValues.start
    values = nodeValues.items
  }

  /// A trie as `flat` gave it out: the tables generated at build time, with nothing to sort or compile.
  init(edgeStart: [Int32], edgeBytes: [UInt8], edgeTargets: [Int32], valueStart: [Int32], values: [Int32]) {
    rootChildren = [Int32](repeating: -1, count: 256)
    for edge in Int(edgeStart[0])..<Int(edgeStart[1]) { rootChildren[Int(edgeBytes[edge])] = edgeTargets[edge] }
    (self.edgeStart, self.edgeBytes, self.edgeTargets) = (edgeStart, edgeBytes, edgeTargets)
    (self.valueStart, self.values) = (valueStart, values)
  }

  /// The flat lists the trie is made of (the root's children are the first node's edges).
  var flat: (edgeStart: [Int32], edgeBytes: [UInt8], edgeTargets: [Int32], valueStart: [Int32], values: [Int32]) {
    (edgeStart, edgeBytes, edgeTargets, valueStart, values)
  }

  /// The node reached from `node` by `byte`, if a key continues that way.
  @inline(__always)
  func child(of node: Int32, _ byte: UInt8) -> Int32? {
    if node == Self.root {
      let target = rootChildren[Int(byte)]
      return target < 0 ? nil : target
    }
    var edge = Int(edgeStart[Int(node)])
    let end = Int(edgeStart[Int(node) + 1])
    while edge < end {
      if edgeBytes[edge] == byte { return edgeTargets[edge] }
      edge += 1
    }
    return nil
  }

  /// The values of the keys that end at `node`.
  @inline(__always)
  func values(at node: Int32) -> ArraySlice<Int32> {
    values[Int(valueStart[Int(node)])..<Int(valueStart[Int(node) + 1])]
  }
}

extension ByteTrie {
  /// The values of the keys that are exactly word `i` of `text` (empty when none is): a word looked
  /// up in a few dozen fixed words with no array made of it and nothing hashed.
  func values(ofWord i: Int, in text: FoldedText) -> ArraySlice<Int32> {
    var node = Self.root
    for position in text.starts[i]..<text.ends[i] {
      guard let next = child(of: node, text.bytes[position]) else { return [] }
      node = next
    }
    return values(at: node)
  }
}

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
  init(keys: [[UInt8]]) {
    var children: [[(byte: UInt8, target: Int32)]] = [[]]
    var nodeValues: [[Int32]] = [[]]
    for (index, key) in keys.enumerated() where !key.isEmpty {
      var node = 0
      for byte in key {
        if let next = children[node].first(where: { $0.byte == byte }) {
          node = Int(next.target)
        } else {
          children.append([])
          nodeValues.append([])
          children[node].append((byte, Int32(children.count - 1)))
          node = children.count - 1
        }
      }
      nodeValues[node].append(Int32(index))
    }
    rootChildren = [Int32](repeating: -1, count: 256)
    for edge in children[0] { rootChildren[Int(edge.byte)] = edge.target }
    edgeStart = [0]
    edgeBytes = []
    edgeTargets = []
    valueStart = [0]
    values = []
    for node in children.indices {
      for edge in children[node] {
        edgeBytes.append(edge.byte)
        edgeTargets.append(edge.target)
      }
      edgeStart.append(Int32(edgeBytes.count))
      values.append(contentsOf: nodeValues[node])
      valueStart.append(Int32(values.count))
    }
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

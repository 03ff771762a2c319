extension AttributeGraph {
    /// Work counters since the graph was made or ``resetStatistics()`` was last called. Assign
    /// `GraphStatistics()` to reset them too.
    public var statistics: GraphStatistics {
        get { state.pointee.statistics }
        set { state.pointee.statistics = newValue }
    }

    /// Zeroes ``statistics``.
    public func resetStatistics() { state.pointee.statistics = GraphStatistics() }

    /// Live attributes and observers.
    public var nodeCount: Int { state.pointee.liveNodes }

    /// Live dependency edges.
    public var edgeCount: Int { state.pointee.liveLinks }

    /// The inputs `attribute` read in its last evaluation, in read order (empty for inputs and
    /// never-evaluated rules).
    public func inputs<Value>(of attribute: Attribute<Value>) -> [AttributeID] {
        var result: [AttributeID] = []
        var current = node(checkedIndex(attribute.id, for: .inputs)).pointee.firstInput
        while current >= 0 {
            let input = link(current).pointee.input
            result.append(AttributeID(index: input, generation: node(input).pointee.generation))
            current = link(current).pointee.nextInput
        }
        return result
    }

    /// A Graphviz DOT description of the whole graph, or of one subgraph and its nested subgraphs.
    ///
    /// Inputs are boxes, rules ellipses, observers diamonds; stale nodes are dashed. Edges point
    /// from an input to the dependent that read it. Subgraphs are clusters.
    ///
    /// - Complexity: O(nodes + edges).
    public func dot(of subgraph: Subgraph? = nil) -> String {
        var included = Set<UInt32>()
        if let subgraph {
            guard isLive(subgraph) else { return "digraph {\n}\n" }
            var queue = [subgraph.index]
            while let next = queue.popLast() {
                included.insert(next + 1)
                queue += state.pointee.subgraphs[Int(next)].children
            }
        }
        var lines = ["digraph {", "  node [fontname=\"monospace\"];"]
        let owners = subgraphOwners()
        var members: [UInt32: [String]] = [:]
        var edges: [String] = []
        for index in 0..<state.pointee.slotCount {
            let record = node(index)
            let flags = record.pointee.flags
            if flags.contains(.free) { continue }
            let owner = owners[index] ?? 0
            if subgraph != nil && !included.contains(owner) { continue }
            members[owner, default: []].append(dotNode(index))
            var current = record.pointee.firstInput
            while current >= 0 {
                edges.append("  n\(link(current).pointee.input) -> n\(index);")
                current = link(current).pointee.nextInput
            }
        }
        for owner in members.keys.sorted() {
            guard owner > 0 else {
                lines += members[owner]!.map { "  " + $0 }
                continue
            }
            let label = state.pointee.subgraphs[Int(owner - 1)].label
            lines.append("  subgraph cluster_\(owner - 1) {")
            lines.append("    label=\(dotQuoted(label.isEmpty ? "subgraph \(owner - 1)" : label));")
            lines += members[owner]!.map { "    " + $0 }
            lines.append("  }")
        }
        return (lines + edges + ["}"]).joined(separator: "\n") + "\n"
    }

    /// The owning subgraph of every node in one: its index plus one (0, the root, is left out).
    private func subgraphOwners() -> [Int32: UInt32] {
        var owners: [Int32: UInt32] = [:]
        for (position, subgraph) in state.pointee.subgraphs.enumerated() where subgraph.isLive {
            for id in subgraph.members where isLive(id) { owners[Int32(id.index)] = UInt32(position) + 1 }
        }
        return owners
    }

    private func dotNode(_ index: Int32) -> String {
        let record = node(index)
        let flags = record.pointee.flags
        let kind = kind(of: record).takeUnretainedValue()
        let shape = flags.contains(.input) ? "box" : flags.contains(.rule) ? "ellipse" : "diamond"
        let value = kind.describe(record)
        let text = value.isEmpty ? name(of: index) : "\(name(of: index)): \(kind.typeName) = \(value)"
        let style = flags.isDisjoint(with: .stale) ? "" : ", style=dashed"
        return "n\(index) [label=\(dotQuoted(text)), shape=\(shape)\(style)];"
    }

    private func dotQuoted(_ text: String) -> String {
        var result = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where character.value < 0x20 || character.value == 0x7F: result += "?"
            default: result.unicodeScalars.append(character)
            }
        }
        return result + "\""
    }
}

/// Outlines and disclosure groups in a list's rows.
///
/// An outline's visible rows are laid out level by level: the level's elements are one segment up
/// to each expanded element, whose children (laid out the same way, one level deeper) follow it,
/// then the rest of the level. Only the expanded elements' `children` are read, found through the
/// expansion's hints, so a tree of 100,000 elements with nothing expanded is one segment built in
/// O(1), and each expansion costs O(1) segments. An element whose id is one of its ancestors' (a
/// cycle in the data) is shown collapsed and cannot expand.
extension ListModel {
    /// Walking one outline: the expanded elements by their parent's id, the ones whose hint did not
    /// hold, and the ids on the path from the root.
    private struct OutlineWalk {
        var byParent: [AnyHashable?: [ListExpansionKey]] = [:]
        var unplaced: [ListExpansionKey] = []
        var ancestors: Set<AnyHashable> = []
        var source: Int
        var section: Int
    }

    mutating func appendOutline(_ root: any ListOutlineLevel, section: Int) {
        let source = nextSource
        nextSource += 1
        guard hiddenDepth == 0 else { return }
        var walk = OutlineWalk(source: source, section: section)
        if let expansion {
            for key in expansion.expanded where key.source == source {
                if let hint = expansion.hints[key] {
                    walk.byParent[hint.parent, default: []].append(key)
                } else {
                    walk.unplaced.append(key)
                }
            }
        }
        appendLevel(root, parentID: nil, walk: &walk)
    }

    private mutating func appendLevel(_ level: any ListOutlineLevel, parentID: AnyHashable?, walk: inout OutlineWalk) {
        let count = max(level.count, 0)
        guard count > 0 else { return }
        var found: [(offset: Int, id: AnyHashable)] = []
        for key in walk.byParent[parentID] ?? [] {
            let hinted = expansion?.hints[key]?.offset ?? -1
            if hinted >= 0 && hinted < count && level.id(at: hinted) == key.id {
                found.append((hinted, key.id))
            } else if let offset = level.offset(of: key.id) {
                expansion?.hints[key] = ListExpansion.Hint(parent: parentID, offset: offset)
                found.append((offset, key.id))
            } else {
                walk.unplaced.append(key)
            }
        }
        if !walk.unplaced.isEmpty {
            walk.unplaced.removeAll { key in
                guard let offset = level.offset(of: key.id) else { return false }
                expansion?.hints[key] = ListExpansion.Hint(parent: parentID, offset: offset)
                found.append((offset, key.id))
                return true
            }
        }
        found.sort { $0.offset < $1.offset }
        let saved = (depth, parentRow)
        defer { (depth, parentRow) = saved }
        var low = 0
        for (offset, id) in found where offset >= low && !walk.ancestors.contains(id) {
            guard let children = level.children(at: offset) else { continue }
            addSegment(.outline(level, low..<(offset + 1)), count: offset + 1 - low, section: walk.section, source: walk.source)
            low = offset + 1
            let row = self.count - 1
            depth = saved.0 + 1
            parentRow = row
            walk.ancestors.insert(id)
            appendLevel(children, parentID: id, walk: &walk)
            walk.ancestors.remove(id)
            (depth, parentRow) = saved
        }
        if low < count {
            addSegment(.outline(level, low..<count), count: count - low, section: walk.section, source: walk.source)
        }
    }

    mutating func appendDisclosure(_ group: any ListDisclosureSource, section: Int) {
        let source = nextSource
        nextSource += 1
        let isExpanded =
            group.disclosureBinding?.wrappedValue
            ?? expansion?.isExpanded(ListExpansionKey(source: source, id: AnyHashable(0))) ?? false
        addSegment(
            .disclosure(group.disclosureLabel, isExpanded: isExpanded, binding: group.disclosureBinding), count: 1, section: section, source: source)
        let saved = (depth, parentRow)
        defer { (depth, parentRow) = saved }
        depth += 1
        parentRow = count - 1
        if !isExpanded { hiddenDepth += 1 }
        defer { if !isExpanded { hiddenDepth -= 1 } }
        append(group.disclosureContent, section: section)
    }
}

/// One level of an outline (an element's children, or the roots), seen without its types.
@MainActor
protocol ListOutlineLevel {
    var count: Int { get }
    func id(at offset: Int) -> AnyHashable
    func view(at offset: Int) -> any View
    /// Whether the element has children (its `children` is not `nil`, though it may be empty).
    func hasChildren(at offset: Int) -> Bool
    /// The element's children, `nil` for a leaf.
    func children(at offset: Int) -> (any ListOutlineLevel)?
    /// The offset of the element with `id` (a linear scan).
    func offset(of id: AnyHashable) -> Int?
}

/// A view a ``List`` lays out as an outline (``OutlineGroup``).
@MainActor
protocol ListOutlineSource {
    var outlineRoot: any ListOutlineLevel { get }
}

/// A ``DisclosureGroup`` seen by a ``List``: its label row, and its content as rows below it.
@MainActor
protocol ListDisclosureSource {
    var disclosureLabel: any View { get }
    var disclosureContent: any View { get }
    var disclosureBinding: Binding<Bool>? { get }
}

extension DisclosureGroup: ListDisclosureSource {
    var disclosureLabel: any View { label }
    var disclosureContent: any View { content }
    var disclosureBinding: Binding<Bool>? { binding }
}

/// A `ForEach` seen by a lazy container: its count, and the id and view of one element, each in
/// O(1) for a random-access collection — so a million-element `ForEach` costs nothing until rows
/// are built.
@MainActor
protocol LazyForEachAccess {
    var lazyCount: Int { get }
    func lazyID(at offset: Int) -> AnyHashable
    func lazyView(at offset: Int) -> any View
    /// The offset of the element with `id`, by a linear scan (``ScrollViewProxy/scrollTo(_:anchor:)``).
    func lazyOffset(of id: AnyHashable) -> Int?
    /// Whether each element's view is a ``Section``: such a `ForEach` is expanded when the rows are
    /// read (its elements' views built at once, O(sections)) so each section's rows stay lazy.
    var producesSections: Bool { get }
}

extension LazyForEachAccess {
    /// Other row sources (a list's) do not build sections.
    var producesSections: Bool { false }
}

extension ForEach: LazyForEachAccess {
    var lazyCount: Int { data.count }

    private func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }

    func lazyID(at offset: Int) -> AnyHashable { AnyHashable(element(at: offset)[keyPath: id]) }

    func lazyView(at offset: Int) -> any View { content(element(at: offset)) }

    var producesSections: Bool { Content.self is any SectionParts.Type }

    func lazyOffset(of target: AnyHashable) -> Int? {
        guard let target = target.base as? ID else { return nil }
        var offset = 0
        for element in data {
            if element[keyPath: id] == target { return offset }
            offset += 1
        }
        return nil
    }
}

/// The rows of a lazy container's content: the content flattened into segments — each `ForEach`
/// one segment of its elements, read on demand; every other view one row (a tuple's elements are
/// rows each); a ``Section`` its header row, its content's rows and its footer row.
///
/// Invariants:
/// - `starts[i]` is the first row of `segments[i]`; `starts` ascends; `count` is the sum of the
///   segments' counts.
/// - `sections` ascend by `start` and do not overlap (a section inside a section is flattened into
///   the outer one's content).
@MainActor
struct LazyRows {
    enum Segment {
        case single(any View, RowRole)
        case forEach(any LazyForEachAccess)

        @MainActor var count: Int {
            switch self {
            case .single: 1
            case .forEach(let access): access.lazyCount
            }
        }
    }

    /// What a row is in its container.
    enum RowRole: Equatable {
        /// A row of content (a cell of a grid).
        case item
        /// A section's header (it spans every column of a grid, and may be pinned).
        case header
        /// A section's footer (as a header).
        case footer
    }

    /// The rows of one ``Section``.
    struct SectionSpan: Equatable {
        /// The first row (the header's, when it has one).
        var start: Int
        /// The row after the last (after the footer's, when it has one).
        var end: Int
        /// Whether the first row is a header.
        var hasHeader: Bool
        /// Whether the last row is a footer.
        var hasFooter: Bool
        /// The id of the `ForEach` element whose view the section is, if any (a scroll target).
        var id: AnyHashable?

        /// The header's row, if any.
        var headerRow: Int? { hasHeader ? start : nil }
        /// The footer's row, if any.
        var footerRow: Int? { hasFooter ? end - 1 : nil }
    }

    private(set) var segments: [Segment] = []
    private(set) var starts: [Int] = []
    private(set) var count = 0
    /// The sections, in order.
    private(set) var sections: [SectionSpan] = []
    private var sectionDepth = 0
    /// The identity of each segment: its position, scoped by the `ForEach` element it was expanded
    /// from, so inserting a section before it does not change its rows' identities.
    private var segmentKeys: [SegmentKey] = []
    private var scope: AnyHashable?
    private var scopeIndex = 0

    init() {}

    init(_ content: any View) {
        append(content)
    }

    private mutating func append(_ view: any View) {
        if let access = view as? any LazyForEachAccess, access.producesSections, sectionDepth == 0 {
            let outer = (scope, scopeIndex)
            defer { (scope, scopeIndex) = outer }
            for offset in 0..<max(access.lazyCount, 0) {
                scope = access.lazyID(at: offset)
                scopeIndex = 0
                append(access.lazyView(at: offset))
            }
        } else if let access = view as? any LazyForEachAccess {
            add(.forEach(access))
        } else if let tuple = view as? any LazyTupleElements {
            for element in tuple.lazyElements { append(element) }
        } else if let group = view as? any LazyGroupContent {
            append(group.lazyGroupContent)
        } else if let section = view as? any SectionParts {
            appendSection(section)
        } else if view is EmptyView {
            return
        } else {
            add(.single(view, .item))
        }
    }

    private mutating func appendSection(_ section: any SectionParts) {
        // A section inside a section is part of the outer one's content (SwiftUI does not nest
        // sections either).
        guard sectionDepth == 0 else {
            if let header = section.sectionHeader { add(.single(header, .item)) }
            append(section.sectionContent)
            if let footer = section.sectionFooter { add(.single(footer, .item)) }
            return
        }
        sectionDepth += 1
        defer { sectionDepth -= 1 }
        let start = count
        let header = section.sectionHeader
        if let header { add(.single(header, .header)) }
        append(section.sectionContent)
        let footer = section.sectionFooter
        if let footer { add(.single(footer, .footer)) }
        guard count > start else { return }
        sections.append(
            SectionSpan(
                start: start, end: count, hasHeader: header != nil, hasFooter: footer != nil, id: scope))
    }

    /// The index in ``sections`` of the section holding `row`, if any (binary search).
    func sectionIndex(containing row: Int) -> Int? {
        var low = 0
        var high = sections.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if sections[mid].end <= row {
                low = mid + 1
            } else if sections[mid].start > row {
                high = mid - 1
            } else {
                return mid
            }
        }
        return nil
    }

    /// What `row` is: a section's header or footer, or an item.
    func role(at row: Int) -> RowRole {
        let (segment, _, _) = locate(row)
        if case .single(_, let role) = segment { return role }
        return .item
    }

    private mutating func add(_ segment: Segment) {
        starts.append(count)
        segments.append(segment)
        segmentKeys.append(SegmentKey(scope: scope, index: scopeIndex))
        scopeIndex += 1
        count += max(segment.count, 0)
    }

    /// The segment holding `row`, and the row's offset in it.
    private func locate(_ row: Int) -> (Segment, offset: Int, segmentIndex: Int) {
        // The last segment whose start is at or before `row` (binary search: O(log segments)).
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return (segments[low], row - starts[low], low)
    }

    /// The identity of `row`: its `ForEach` element's id (with the segment's position, so two
    /// `ForEach`es with overlapping ids stay distinct), or its position for a single view.
    func id(at row: Int) -> RowID {
        let (segment, offset, index) = locate(row)
        switch segment {
        case .single: return RowID(segment: segmentKeys[index], element: AnyHashable(offset))
        case .forEach(let access):
            return RowID(segment: segmentKeys[index], element: access.lazyID(at: offset))
        }
    }

    /// The id `row` is a scroll target by: its `ForEach` element's id, or the `.id(_:)` of a single
    /// view (headers and footers have none).
    func targetID(at row: Int) -> AnyHashable? {
        let (segment, offset, _) = locate(row)
        switch segment {
        case .forEach(let access): return access.lazyID(at: offset)
        case .single(let view, let role):
            return role == .item ? (view as? any IdentifiedView)?.erasedID : nil
        }
    }

    /// The view of `row`.
    func view(at row: Int) -> any View {
        let (segment, offset, _) = locate(row)
        switch segment {
        case .single(let view, _): return view
        case .forEach(let access): return access.lazyView(at: offset)
        }
    }

    /// The row whose `ForEach` element has `id`, or a single view declared with `.id(id)`, or the
    /// first row of the section a `ForEach` element with `id` built.
    func row(withID id: AnyHashable) -> Int? {
        if let section = sections.first(where: { $0.id == id }) { return section.start }
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .forEach(let access):
                if let offset = access.lazyOffset(of: id) { return starts[index] + offset }
            case .single(let view, _):
                if let identified = view as? any IdentifiedView, identified.erasedID == id {
                    return starts[index]
                }
            }
        }
        return nil
    }
}

/// A lazy row's identity.
struct RowID: Hashable {
    let segment: SegmentKey
    let element: AnyHashable
}

/// A segment's identity: its position among the segments built from the same `ForEach` element
/// (or among the top-level ones when `scope` is `nil`).
struct SegmentKey: Hashable {
    let scope: AnyHashable?
    let index: Int
}

/// A tuple's elements, for flattening into rows.
@MainActor
protocol LazyTupleElements {
    var lazyElements: [any View] { get }
}

extension TupleView: LazyTupleElements {
    var lazyElements: [any View] {
        var elements: [any View] = []
        for element in repeat each value { elements.append(element) }
        return elements
    }
}

/// A `Group`'s content, flattened into the rows as if written in its place.
@MainActor
protocol LazyGroupContent {
    var lazyGroupContent: any View { get }
}

extension Group: LazyGroupContent {
    var lazyGroupContent: any View { content }
}

/// A view with an explicit id (`.id(_:)`), for ``ScrollViewProxy/scrollTo(_:anchor:)``.
@MainActor
protocol IdentifiedView {
    var erasedID: AnyHashable { get }
}

extension IDView: IdentifiedView {
    var erasedID: AnyHashable { AnyHashable(id) }
}

/// The rows of a ``List``'s content, flattened: section headers and footers, static rows, each
/// `ForEach` as one segment whose elements are read on demand, and the visible rows of each
/// outline (``OutlineGroup``, `List(_:children:)`, a ``DisclosureGroup`` written in the list) — so
/// a list of a million rows costs nothing until its rows are built.
///
/// A `ForEach` whose rows are sections (`ForEach(groups) { Section(…) { … } }`) is expanded when
/// the model is made: O(sections), each section's own `ForEach` staying lazy. An outline is a run
/// of segments, one per contiguous slice of siblings that shows: O(expanded elements) segments,
/// whatever the size of the tree; collapsed children are never read (see `ListModel+Outline.swift`).
///
/// Invariants:
/// - `starts[i]` is the first row of `segments[i]`; `starts` ascends; `count` is the sum of the
///   segments' counts.
/// - a segment's `parentRow` is before its first row, and is the row just before it when the
///   segment is the first of its parent's children.
@MainActor
struct ListModel {
    enum Kind: Equatable {
        case header, footer, row
    }

    /// Whether a row shows a disclosure chevron.
    enum Disclosure: Equatable {
        /// No chevron (an ordinary row).
        case none
        /// An outline's element without children: the chevron's columns are left blank, so the
        /// labels of siblings line up.
        case leaf
        /// A row whose children are hidden (▸).
        case collapsed
        /// A row whose children show below it (▾).
        case expanded
    }

    enum Rows {
        case single(any View, Kind)
        case forEach(any ListForEachAccess)
        /// The elements `range` of one level of an outline: siblings, shown in a row each.
        case outline(any ListOutlineLevel, Range<Int>)
        /// The label row of a ``DisclosureGroup`` written in the list.
        case disclosure(any View, isExpanded: Bool, binding: Binding<Bool>?)
    }

    struct Segment {
        var rows: Rows
        var count: Int
        var section: Int
        /// How many levels of outline or disclosure the rows are inside (the indentation).
        var depth: Int
        /// The row whose children these rows are (nil at the top level).
        var parentRow: Int?
        /// The place in the content the rows come from, stable while outlines expand and collapse
        /// (every slice of one outline shares its outline's).
        var source: Int
    }

    /// One row: what it shows and what it is.
    struct Entry {
        var view: any View
        var kind: Kind
        var key: ListRowKey
        var section: Int
        /// The segment and the offset in its `ForEach` (nil for every other row).
        var forEach: (segment: Int, offset: Int)?
        /// The id of the row's element (a `ForEach`'s or an outline's), its selection value when
        /// it has no tag.
        var elementID: AnyHashable?
        var depth: Int = 0
        var disclosure: Disclosure = .none
        var parentRow: Int?
    }

    private(set) var segments: [Segment] = []
    private(set) var starts: [Int] = []
    private(set) var count = 0
    private(set) var sectionCount = 0
    /// Rows that start a section after the first (the grouped styles put a blank row before them).
    private(set) var sectionStarts: Set<Int> = []
    /// The expansion the outlines were laid out with.
    let expansion: ListExpansion?

    var nextSource = 0
    var depth = 0
    var parentRow: Int?
    /// Above zero while walking a collapsed disclosure group's content: its places are counted
    /// (so the rows after it keep their identity when it expands) but no row is added.
    var hiddenDepth = 0

    init() { expansion = nil }

    init(_ content: any View, expansion: ListExpansion? = nil) {
        self.expansion = expansion
        append(content, section: 0)
    }

    mutating func append(_ view: any View, section: Int) {
        if let parts = view as? any SectionParts {
            appendSection(parts)
        } else if let outline = view as? any ListOutlineSource {
            appendOutline(outline.outlineRoot, section: section)
        } else if let disclosure = view as? any ListDisclosureSource {
            appendDisclosure(disclosure, section: section)
        } else if let access = view as? any ListForEachAccess {
            if access.lazyCount > 0, access.lazyView(at: 0) is any SectionParts {
                for offset in 0..<access.lazyCount { append(access.lazyView(at: offset), section: section) }
            } else {
                add(.forEach(access), count: access.lazyCount, section: section)
            }
        } else if let tuple = view as? any LazyTupleElements {
            for element in tuple.lazyElements { append(element, section: section) }
        } else if let group = view as? any GroupContent {
            append(group.groupContent, section: section)
        } else if let optional = view as? any OptionalContent {
            if let wrapped = optional.wrappedContent { append(wrapped, section: section) }
        } else if let conditional = view as? any ConditionalContent {
            append(conditional.activeContent, section: section)
        } else if let erased = view as? AnyView {
            append(erased.storage, section: section)
        } else if view is EmptyView {
            return
        } else {
            add(.single(view, .row), count: 1, section: section)
        }
    }

    private mutating func appendSection(_ parts: any SectionParts) {
        let section = sectionCount
        sectionCount += 1
        if count > 0 && hiddenDepth == 0 { sectionStarts.insert(count) }
        if let header = parts.sectionHeader { add(.single(header, .header), count: 1, section: section) }
        append(parts.sectionContent, section: section)
        if let footer = parts.sectionFooter { add(.single(footer, .footer), count: 1, section: section) }
    }

    /// Adds a segment at the next place in the content.
    mutating func add(_ rows: Rows, count rowCount: Int, section: Int) {
        let source = nextSource
        nextSource += 1
        addSegment(rows, count: rowCount, section: section, source: source)
    }

    /// Adds a segment of the place `source` (nothing while inside a collapsed group).
    mutating func addSegment(_ rows: Rows, count rowCount: Int, section: Int, source: Int) {
        guard hiddenDepth == 0 else { return }
        let rowCount = max(rowCount, 0)
        guard rowCount > 0 else { return }
        starts.append(count)
        segments.append(
            Segment(rows: rows, count: rowCount, section: section, depth: depth, parentRow: parentRow, source: source))
        count += rowCount
    }

    /// The segment holding `row` (binary search: O(log segments)).
    func segmentIndex(of row: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The row `row` (which must be in `0..<count`).
    func entry(at row: Int) -> Entry {
        let index = segmentIndex(of: row)
        let segment = segments[index]
        let offset = row - starts[index]
        switch segment.rows {
        case .single(let view, let kind):
            var entry = Entry(
                view: view, kind: kind, key: ListRowKey(source: segment.source, element: AnyHashable(0)),
                section: segment.section)
            entry.depth = segment.depth
            entry.parentRow = segment.parentRow
            return entry
        case .forEach(let access):
            let id = access.lazyID(at: offset)
            var entry = Entry(
                view: access.lazyView(at: offset), kind: .row, key: ListRowKey(source: segment.source, element: id),
                section: segment.section, forEach: (index, offset), elementID: id)
            entry.depth = segment.depth
            entry.parentRow = segment.parentRow
            return entry
        case .outline(let level, let range):
            let element = range.lowerBound + offset
            let id = level.id(at: element)
            var entry = Entry(
                view: level.view(at: element), kind: .row, key: ListRowKey(source: segment.source, element: id),
                section: segment.section, elementID: id)
            entry.depth = segment.depth
            entry.parentRow = segment.parentRow
            if !level.hasChildren(at: element) {
                entry.disclosure = .leaf
            } else {
                entry.disclosure = isShowingChildren(of: row, segment: index) ? .expanded : .collapsed
            }
            return entry
        case .disclosure(let label, let isExpanded, _):
            var entry = Entry(
                view: label, kind: .row, key: ListRowKey(source: segment.source, element: AnyHashable(0)),
                section: segment.section)
            entry.depth = segment.depth
            entry.parentRow = segment.parentRow
            entry.disclosure = isExpanded ? .expanded : .collapsed
            return entry
        }
    }

    /// Whether the rows after `row` (the last of segment `index`) are its children.
    private func isShowingChildren(of row: Int, segment index: Int) -> Bool {
        guard row == starts[index] + segments[index].count - 1, index + 1 < segments.count else { return false }
        return segments[index + 1].parentRow == row
    }

    /// The identity of `row` (without building its view).
    func key(at row: Int) -> ListRowKey {
        let index = segmentIndex(of: row)
        let segment = segments[index]
        switch segment.rows {
        case .single, .disclosure: return ListRowKey(source: segment.source, element: AnyHashable(0))
        case .forEach(let access):
            return ListRowKey(source: segment.source, element: access.lazyID(at: row - starts[index]))
        case .outline(let level, let range):
            return ListRowKey(source: segment.source, element: level.id(at: range.lowerBound + row - starts[index]))
        }
    }

    /// The value `row` stands for in a selection: its `.tag(_:)`, or else its element's id (a
    /// `ForEach`'s or an outline's); `nil` for headers, footers and untagged static rows.
    func tag(at row: Int) -> AnyHashable? {
        guard row >= 0, row < count else { return nil }
        let entry = entry(at: row)
        return Self.tag(of: entry, traits: ListRowTraits(of: entry.view))
    }

    /// The tag of a row already read (see ``tag(at:)``), given the traits of its view.
    static func tag(of entry: Entry, traits: ListRowTraits) -> AnyHashable? {
        guard entry.kind == .row else { return nil }
        if let tag = traits.tag { return tag }
        return entry.elementID
    }

    /// The `ForEach` of segment `index`, if it is one.
    func access(ofSegment index: Int) -> (any ListForEachAccess)? {
        guard index >= 0, index < segments.count, case .forEach(let access) = segments[index].rows else { return nil }
        return access
    }

    /// The first row of segment `index`.
    func start(ofSegment index: Int) -> Int { starts[index] }

    /// The rows whose element (a `ForEach`'s or an outline's) has the id `id`, by segment: the
    /// first found. O(segments + the elements compared); no view is built.
    func row(ofElement id: AnyHashable, source: Int? = nil) -> Int? {
        for index in segments.indices where source == nil || segments[index].source == source {
            switch segments[index].rows {
            case .forEach(let access):
                if let offset = access.lazyOffset(of: id) { return starts[index] + offset }
            case .outline(let level, let range):
                if let offset = level.offset(of: id), range.contains(offset) {
                    return starts[index] + offset - range.lowerBound
                }
            case .single, .disclosure:
                continue
            }
        }
        return nil
    }

    /// The row of `key`, if it shows.
    func row(of key: ListRowKey) -> Int? {
        if let row = row(ofElement: key.element, source: key.source) { return row }
        guard let index = segments.firstIndex(where: { $0.source == key.source }) else { return nil }
        switch segments[index].rows {
        case .single, .disclosure: return starts[index]
        case .forEach, .outline: return nil
        }
    }

    /// Whether `row` is the last row of its section's rows (no row of the same section follows it).
    ///
    /// - Complexity: O(log segments); no row's view is built.
    func isLastInSection(_ row: Int) -> Bool {
        guard row + 1 < count else { return true }
        let next = segments[segmentIndex(of: row + 1)]
        if case .single(_, let kind) = next.rows, kind != .row { return true }
        return next.section != segments[segmentIndex(of: row)].section
    }
}

/// A list row's identity: the place in the list's content it comes from, and its element's id (0
/// for a single view).
struct ListRowKey: Hashable {
    let source: Int
    let element: AnyHashable
}

/// The views a list looks through when flattening its content.
@MainActor
protocol GroupContent {
    var groupContent: any View { get }
}

extension Group: GroupContent {
    var groupContent: any View { content }
}

@MainActor
protocol OptionalContent {
    var wrappedContent: (any View)? { get }
}

extension Optional: OptionalContent where Wrapped: View {
    var wrappedContent: (any View)? { self.map { $0 } }
}

@MainActor
protocol ConditionalContent {
    var activeContent: any View { get }
}

extension _ConditionalContent: ConditionalContent {
    var activeContent: any View {
        switch storage {
        case .trueContent(let content): content
        case .falseContent(let content): content
        }
    }
}

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
}

extension ForEach: LazyForEachAccess {
    var lazyCount: Int { data.count }

    private func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }

    func lazyID(at offset: Int) -> AnyHashable { AnyHashable(element(at: offset)[keyPath: id]) }

    func lazyView(at offset: Int) -> any View { content(element(at: offset)) }

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
/// rows each).
///
/// Invariants:
/// - `starts[i]` is the first row of `segments[i]`; `starts` ascends; `count` is the sum of the
///   segments' counts.
@MainActor
struct LazyRows {
    enum Segment {
        case single(any View)
        case forEach(any LazyForEachAccess)

        @MainActor var count: Int {
            switch self {
            case .single: 1
            case .forEach(let access): access.lazyCount
            }
        }
    }

    private(set) var segments: [Segment] = []
    private(set) var starts: [Int] = []
    private(set) var count = 0

    init() {}

    init(_ content: any View) {
        append(content)
    }

    private mutating func append(_ view: any View) {
        if let access = view as? any LazyForEachAccess {
            add(.forEach(access))
        } else if let tuple = view as? any LazyTupleElements {
            for element in tuple.lazyElements { append(element) }
        } else if view is EmptyView {
            return
        } else {
            add(.single(view))
        }
    }

    private mutating func add(_ segment: Segment) {
        starts.append(count)
        segments.append(segment)
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
        case .single: return RowID(segment: index, element: AnyHashable(offset))
        case .forEach(let access): return RowID(segment: index, element: access.lazyID(at: offset))
        }
    }

    /// The view of `row`.
    func view(at row: Int) -> any View {
        let (segment, offset, _) = locate(row)
        switch segment {
        case .single(let view): return view
        case .forEach(let access): return access.lazyView(at: offset)
        }
    }

    /// The row whose `ForEach` element has `id`, or a single view declared with `.id(id)`.
    func row(withID id: AnyHashable) -> Int? {
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .forEach(let access):
                if let offset = access.lazyOffset(of: id) { return starts[index] + offset }
            case .single(let view):
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
    let segment: Int
    let element: AnyHashable
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

/// A view with an explicit id (`.id(_:)`), for ``ScrollViewProxy/scrollTo(_:anchor:)``.
@MainActor
protocol IdentifiedView {
    var erasedID: AnyHashable { get }
}

extension IDView: IdentifiedView {
    var erasedID: AnyHashable { AnyHashable(id) }
}

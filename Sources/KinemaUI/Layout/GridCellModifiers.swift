import Foundation
import KinemaGeometry

// The cell modifiers of `Grid`, carried to the grid as layout values (see `LayoutValueKey`): a
// grid reads them from each cell as a custom layout reads `subview[Key.self]`.

/// How many columns a cell spans (`gridCellColumns`).
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// The alignment a cell sets for its whole column (`gridColumnAlignment`).
struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// The point of its cell a view is anchored at (`gridCellAnchor`).
struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

/// The axes along which a cell takes no more than the other cells need (`gridCellUnsizedAxes`).
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns. A count below 1 is taken as 1, and
    /// one above ``Grid/maximumColumns`` as that maximum; both are diagnosed.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _LayoutValueModifier> {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Aligns every cell of this cell's column horizontally by `guide`, overriding the grid's
    /// alignment (the first cell of a column that sets one decides).
    public func gridColumnAlignment(
        _ guide: HorizontalAlignment
    ) -> ModifiedContent<Self, _LayoutValueModifier> {
        layoutValue(key: GridColumnAlignmentKey.self, value: Optional(guide))
    }

    /// Places this view in its cell so that its `anchor` point meets the same point of the cell,
    /// overriding the row's and column's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _LayoutValueModifier> {
        layoutValue(key: GridCellAnchorKey.self, value: Optional(anchor))
    }

    /// Asks the grid not to offer this cell more than the other cells of its column (horizontal) or
    /// row (vertical) need: a flexible view (a colour, a divider) then takes the size the others
    /// give it instead of widening the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _LayoutValueModifier> {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

extension ViewNode {
    /// The grid value this cell set for `key`, or its default.
    func gridValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        (layoutValue(for: ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }
}

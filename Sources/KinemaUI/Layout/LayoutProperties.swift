/// Properties of a ``Layout`` type that views inside it read.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis the layout stacks its subviews along, if it is a stack: ``Divider``s inside draw
    /// across it and ``Spacer``s grow along it. `nil` (the default) for other layouts.
    public var stackOrientation: Axis?

    /// Properties of a layout that is not a stack.
    public init() {}
}

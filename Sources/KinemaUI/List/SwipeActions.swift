/// The swipe actions of a list row, from `.swipeActions(edge:allowsFullSwipe:content:)`.
struct SwipeActionsConfiguration {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let content: AnyView
}

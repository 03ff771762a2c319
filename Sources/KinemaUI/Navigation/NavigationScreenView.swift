import Foundation
import KinemaGeometry
import KinemaRender

/// One layer of a ``NavigationStack``: a screen's bars (safe-area insets of its content) and content on an opaque background,
/// environment for the views in it (`dismiss` pops it; `.navigationTitle` writes its bar), and
/// the slide that places it.
struct NavigationScreenView<Content: View>: View {
    let model: NavigationModel
    let id: Int
    let context: NavigationScreenContext
    let content: Content
    @Environment(\.dismiss) private var outerDismiss

    init(model: NavigationModel, id: Int, context: NavigationScreenContext, @ViewBuilder content: () -> Content) {
        self.model = model
        self.id = id
        self.context = context
        self.content = content()
    }

    var body: some View {
        // The bars reserve their rows as safe-area insets: content is laid out between them, and
        // a view that ignores the safe area (a backdrop colour) extends under them.
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .modifier(_ContainerModifier())
            .safeAreaInset(edge: .top, spacing: 0) { NavigationBar(model: model, id: id, context: context) }
            .safeAreaInset(edge: .bottom, spacing: 0) { NavigationBottomBar(context: context) }
            .background(Color.default)
        .environment(\.navigationScreen, context)
        .environment(\.dismiss, id == 0 ? outerDismiss : DismissAction(action: { [model, id] in model.pop(screen: id) }))
        .modifier(NavigationSlideModifier(model: model, id: id))
    }
}

/// Places a screen where the slide shows it; the only part of a screen that re-runs per frame of
/// a slide. Screens not shown are moved off the right of the stack (drawing skips them) and, with
/// the screen beneath a slide, take no pointer, focus or keys. The top screen (and the screen
/// sliding over another) carries the back-swipe strip along its leading edge.
struct NavigationSlideModifier: ViewModifier {
    let model: NavigationModel
    let id: Int

    func body(content: Content) -> some View {
        let offset = model.offset(of: id)
        let isUpper = model.slide?.upper == id
        let takesEdgeDrag = id != 0 && (isUpper ? model.slide?.kind != .pop : offset == 0)
        content
            .inactiveScreen(!model.isInteractive(id))
            .overlay(alignment: .topLeading) {
                if takesEdgeDrag {
                    BackSwipeStrip(model: model)
                }
            }
            .offset(x: CGFloat(offset ?? model.width * 4))
            .zIndex(isUpper ? 1 : 0)
    }
}

/// The leading-edge strip a drag pops from: UIKit's interactive pop gesture starts at the screen's
/// left edge; a terminal's edge is the first ``width`` columns.
struct BackSwipeStrip: View {
    let model: NavigationModel
    /// Columns from the leading edge that start a back swipe.
    static let width = 2.0

    var body: some View {
        Color.clear
            .frame(width: CGFloat(Self.width))
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(
                // Global coordinates: the screen moves under the pointer, so its own space would too.
                DragGesture(minimumDistance: 0, coordinateSpace: .global)
                    .onChanged { value in
                        if !model.isDraggingBack { model.isDraggingBack = model.beginInteractivePop() }
                        if model.isDraggingBack {
                            model.updateInteractivePop(translation: Double(value.translation.width))
                        }
                    }
                    .onEnded { value in
                        guard model.isDraggingBack else { return }
                        model.isDraggingBack = false
                        model.endInteractivePop(velocity: Double(value.velocity.width))
                    })
    }
}

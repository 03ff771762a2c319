import Kinema

struct NotificationBadge: View {
    let count: Int

    var body: some View {
        Image(systemName: "bell")
            .font(.title)
            .padding(8)
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text("\(count)")
                        .font(.caption2)
                        .bold()
                        .foregroundColor(.white)
                        .background(Color.red)
                }
            }
    }
}

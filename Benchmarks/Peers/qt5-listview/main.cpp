// A Qt5 QListView of 1,000,000 rows "Item N" in a 1280x800 window, as a Qt user would write it:
// a QAbstractListModel whose data() makes each row's text when asked, and uniformItemSizes on,
// which Qt's documentation recommends for long lists of equal rows. The peer of
// `xcollection --example list --items 1000000` for `make bench-peers`.
// stdout: {"event":"ready"} once the first paint has been flushed to the window, then
// {"event":"offset","value":V} each time the vertical scroll bar moves (V counts rows: QListView
// scrolls per item by default).
#include <QApplication>
#include <QAbstractListModel>
#include <QListView>
#include <QScrollBar>
#include <QTimer>
#include <cstdio>

class Rows : public QAbstractListModel {
public:
    int rowCount(const QModelIndex &parent = QModelIndex()) const override {
        return parent.isValid() ? 0 : 1000000;
    }
    QVariant data(const QModelIndex &index, int role) const override {
        if (role == Qt::DisplayRole) return QStringLiteral("Item %1").arg(index.row() + 1);
        // The list example's row height.
        if (role == Qt::SizeHintRole) return QSize(0, 44);
        return QVariant();
    }
};

class View : public QListView {
    bool painted = false;
protected:
    void paintEvent(QPaintEvent *event) override {
        QListView::paintEvent(event);
        if (painted) return;
        painted = true;
        // The backing store is flushed after this paint returns; report once it has been.
        QTimer::singleShot(0, [] { std::printf("{\"event\":\"ready\"}\n"); std::fflush(stdout); });
    }
};

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    QFont font = app.font();
    font.setPixelSize(16);
    app.setFont(font);
    Rows rows;
    View view;
    view.setModel(&rows);
    view.setUniformItemSizes(true);
    QObject::connect(view.verticalScrollBar(), &QScrollBar::valueChanged, [](int value) {
        std::printf("{\"event\":\"offset\",\"value\":%d}\n", value);
        std::fflush(stdout);
    });
    view.setWindowTitle("QListView, 1,000,000 rows");
    view.resize(1280, 800);
    view.show();
    return app.exec();
}

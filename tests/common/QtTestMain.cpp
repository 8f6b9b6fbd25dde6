// main() for GoogleTest binaries that touch Qt: the application object exists before any test
// (Qt Creator's unittests-main.cpp), and QStandardPaths points at test locations so no test
// touches the user's real data. A UI test binary defines SHARDSCOPE_TEST_GUI to get a
// QApplication; see tests/ui.
#include <QCoreApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

#ifdef SHARDSCOPE_TEST_GUI
#include <QApplication>
using TestApplication = QApplication;
#else
using TestApplication = QCoreApplication;
#endif

int main(int argc, char **argv)
{
    QStandardPaths::setTestModeEnabled(true);
    TestApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

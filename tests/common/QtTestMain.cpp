// main() for GoogleTest binaries that touch Qt: the application object exists before any test
// (Qt Creator's unittests-main.cpp), and QStandardPaths points at test locations so no test
// touches the user's real data. A UI test binary defines SHARDSCOPE_TEST_GUI to get a
// QApplication (tests/ui); one that paints without widgets SHARDSCOPE_TEST_GUIAPP to get a
// QGuiApplication (tests/presentation).
#include <QCoreApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

#if defined(SHARDSCOPE_TEST_GUI)
#include <QApplication>
using TestApplication = QApplication;
#elif defined(SHARDSCOPE_TEST_GUIAPP)
#include <QGuiApplication>
using TestApplication = QGuiApplication;
#else
using TestApplication = QCoreApplication;
#endif

int main(int argc, char **argv)
{
    QStandardPaths::setTestModeEnabled(true);
#if defined(SHARDSCOPE_TEST_GUI) || defined(SHARDSCOPE_TEST_GUIAPP)
    // ctest's test ENVIRONMENT does not reach gtest_discover_tests' listing run, which would
    // abort without a display: default to offscreen unless the caller chose a platform.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
    TestApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
